/** The page that says the session has ended and how to get a new link (app/sesion-caducada). */
export const SESSION_EXPIRED_PATH = "/sesion-caducada";

/**
 * A 401 from the portal's API: the session this page was opened with has ended. The page is replaced
 * (a full load: 'Atrás' does not come back to a dead page) by the one that says so, instead of a
 * toast with no way forward; the call never settles, as the page leaves.
 */
export function leaveForExpiredSession(): Promise<never> {
  window.location.replace(SESSION_EXPIRED_PATH);
  return new Promise<never>(() => {});
}
