// GET /api/auth/saml/metadata — the portal's SAML service provider metadata, to register in SIR2
import { publicEndpoint } from "@/lib/api/endpoint";
import { spMetadataXml } from "@/lib/auth/sso/saml/service";
import { sessionsAccess } from "@/lib/sessions/access";

export const GET = publicEndpoint(
  sessionsAccess,
  "GET /api/auth/saml/metadata",
  async () => new Response(spMetadataXml(), { headers: { "Content-Type": "application/samlmetadata+xml" } }),
);
