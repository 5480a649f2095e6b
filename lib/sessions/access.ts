import type { AccessTable } from "@/lib/auth/access-types";
import { ROLES } from "@/db/enums/roles";

/** Who may call the session endpoints (composed into ACCESS_POLICY). */
export const sessionsAccess = {
  "POST /api/sessions": { public: "the university's single sign-on, authenticated by PORTAL_API_KEY" },
  "POST /api/internal/session-link": {
    public: "`npm run portal -- session`, authenticated by the local key the server wrote beside its embedded database",
  },
  "GET /api/auth/{...nextauth}": { public: "next-auth: the session link's sign-in and the logout" },
  "POST /api/auth/{...nextauth}": { public: "next-auth: the session link's sign-in and the logout" },
  "GET /api/auth/saml/metadata": { public: "SAML metadata: public by design, for the federation" },
  "GET /api/auth/saml/login": { public: "SAML sign-in: starts before any portal session" },
  "POST /api/auth/saml/acs": {
    public: "SAML assertion consumer: authenticated by the IdP's signature and InResponseTo",
  },
  "GET /tfg-api/sessions/session/{sessionId}": ROLES,
} as const satisfies AccessTable;
