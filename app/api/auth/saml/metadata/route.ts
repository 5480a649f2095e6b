// GET /api/auth/saml/metadata — the portal's SAML service provider metadata, to register in SIR2
import { publicEndpoint } from "@/lib/api/endpoint";
import { spMetadataXml } from "@/lib/auth/sso/saml/service";

export const GET = publicEndpoint(
  { reason: "SAML metadata: public by design, for the federation" },
  async () => new Response(spMetadataXml(), { headers: { "Content-Type": "application/samlmetadata+xml" } }),
);
