// POST /api/auth/saml/acs — the IdP posts its signed assertion; a matched user gets a portal session
import { publicEndpoint } from "@/lib/api/endpoint";
import { sessionCookieFor } from "@/lib/auth/next-auth";
import { NO_ACCESS_PATH } from "@/lib/auth/sso/config";
import { CLEARED_BROWSER_COOKIE } from "@/lib/auth/sso/saml/browser-binding";
import { consumePostedResponse, SAML_REFUSED_PATH } from "@/lib/auth/sso/saml/service";
import { sessionsAccess } from "@/lib/sessions/access";

// Relative Location: the address the browser used, whatever host the request names.
function seeOther(location: string, cookies: string[] = []) {
  const headers = new Headers({ Location: location });
  cookies.forEach((cookie) => headers.append("Set-Cookie", cookie));
  return new Response(null, { status: 303, headers });
}

// A cross-site POST from the IdP's page by design, so no same-origin check: the IdP's signature, the
// InResponseTo of a request this browser started (its cookie) and the one-time assertion id protect it.
export const POST = publicEndpoint(sessionsAccess, "POST /api/auth/saml/acs", async ({ db, req }) => {
  const outcome = await consumePostedResponse(db, req);
  // A refused post may be someone else's: the browser's own sign-in in progress keeps its cookie.
  if (outcome.kind === "refused") return seeOther(SAML_REFUSED_PATH);
  if (outcome.kind === "no-access") return seeOther(NO_ACCESS_PATH, [CLEARED_BROWSER_COOKIE]);
  // After the commit: the cookie's secret may be read from the database, outside this transaction.
  return async () => seeOther("/", [await sessionCookieFor(outcome.session), CLEARED_BROWSER_COOKIE]);
});
