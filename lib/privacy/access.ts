import type { AccessTable } from "@/lib/auth/access-types";

/** Who may call each personal-data endpoint (composed into ACCESS_POLICY). */
export const privacyAccess = {
  "GET /privacy-api/me/export": ["ROLE_STUDENT"],
  "GET /privacy-api/people": ["ROLE_ADMIN"],
  "GET /privacy-api/people/{externalId}/export": ["ROLE_ADMIN"],
  "POST /privacy-api/people/{externalId}/erase": ["ROLE_ADMIN"],
  "GET /privacy-api/people/{externalId}/reads": ["ROLE_ADMIN"],
  "POST /privacy-api/accessibility-feedback": {
    public:
      "accessibility feedback (RD 1112/2018 art. 10.2.a): anyone, signed in or not, may report a barrier; rate-limited per client address and per day",
  },
  "GET /privacy-api/accessibility-feedback/held": ["ROLE_ADMIN"],
} as const satisfies AccessTable;
