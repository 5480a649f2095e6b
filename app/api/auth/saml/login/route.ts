// GET /api/auth/saml/login — sends the browser to the university's IdP with a signed AuthnRequest
import { publicEndpoint } from "@/lib/api/endpoint";
import { authnRequestUrl } from "@/lib/auth/sso/saml/service";

export const GET = publicEndpoint(
  { reason: "SAML sign-in: starts before any portal session" },
  async ({ db }) => new Response(null, { status: 302, headers: { Location: await authnRequestUrl(db) } }),
);
