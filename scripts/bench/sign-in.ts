/**
 * The cookies of a browser that opened a session link: the link's session spent through next-auth, as
 * the session page does (the link's id is exchanged for a new one, kept in next-auth's cookie).
 */
export async function spendSessionLink(base: string, sessionId: string): Promise<string> {
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const jar = new Map<string, string>();
  const keep = (res: Response) =>
    res.headers.getSetCookie().forEach((c) => {
      const [pair] = c.split(";");
      const at = pair!.indexOf("=");
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    });
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  keep(csrf);
  const callback = await fetch(`${base}/api/auth/callback/portal-session`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookie(), origin: base },
    body: new URLSearchParams({ sessionId, csrfToken, callbackUrl: base, json: "true" }),
  });
  keep(callback);
  if (![...jar.keys()].some((k) => k.includes("session-token"))) throw new Error("No se ha podido iniciar sesión");
  return cookie();
}
