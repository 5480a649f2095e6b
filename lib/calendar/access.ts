import type { AccessTable } from "@/lib/auth/access-types";

/** The personal calendar feed: the link (and 'Renovar enlace') for its users; the feed itself by its token. */
export const calendarAccess = {
  "GET /calendar-api/link": ["ROLE_STUDENT", "ROLE_INSTRUCTOR", "ROLE_COORD"],
  "POST /calendar-api/link": ["ROLE_STUDENT", "ROLE_INSTRUCTOR", "ROLE_COORD"],
  "GET /calendar-api/feed/{token}": {
    public: "calendar applications cannot sign in: the unguessable token in the URL is the credential",
  },
} as const satisfies AccessTable;
