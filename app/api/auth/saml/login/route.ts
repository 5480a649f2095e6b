// GET /api/auth/saml/login — sends the browser to the university's IdP with a signed AuthnRequest bound to it by a cookie
import { publicEndpoint } from "@/lib/api/endpoint";
import { startSignIn } from "@/lib/auth/sso/saml/service";
import { sessionsAccess } from "@/lib/sessions/access";

export const GET = publicEndpoint(sessionsAccess, "GET /api/auth/saml/login", async ({ db, req }) => {
  const { location, cookie } = await startSignIn(db, req);
  const headers = new Headers({ Location: location });
  if (cookie) headers.append("Set-Cookie", cookie);
  return new Response(null, { status: 302, headers });
});
