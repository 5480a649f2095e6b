// POST /api/auth/saml/acs — the IdP posts its signed assertion; a matched user gets a portal session
import { publicEndpoint } from "@/lib/api/endpoint";
import { sessionCookieFor } from "@/lib/auth/next-auth";
import { NO_ACCESS_PATH } from "@/lib/auth/sso/config";
import { consumePostedResponse, SAML_REFUSED_PATH } from "@/lib/auth/sso/saml/service";

// Relative Location: the address the browser used, whatever host the request names.
const seeOther = (location: string, headers: Record<string, string> = {}) =>
  new Response(null, { status: 303, headers: { Location: location, ...headers } });

// A cross-site POST from the IdP's page by design, so no same-origin check: the IdP's signature, the
// InResponseTo of a request this portal sent and the one-time assertion id protect it.
export const POST = publicEndpoint(
  { reason: "SAML assertion consumer: authenticated by the IdP's signature and InResponseTo" },
  async ({ db, req }) => {
    const outcome = await consumePostedResponse(db, req);
    if (outcome.kind === "no-access") return seeOther(NO_ACCESS_PATH);
    if (outcome.kind === "refused") return seeOther(SAML_REFUSED_PATH);
    // After the commit: the cookie's secret may be read from the database, outside this transaction.
    return async () => seeOther("/", { "Set-Cookie": await sessionCookieFor(outcome.session) });
  },
);
