import type { AccessTable } from "@/lib/auth/access-types";

/** Who may call each academic-year endpoint (composed into ACCESS_POLICY): the administrators. */
export const academicYearAccess = {
  "GET /academic-year-api/years": ["ROLE_ADMIN"],
  "POST /academic-year-api/years/open": ["ROLE_ADMIN"],
  "POST /academic-year-api/years/{externalId}/activate": ["ROLE_ADMIN"],
  "POST /academic-year-api/years/{externalId}/close": ["ROLE_ADMIN"],
  "POST /academic-year-api/years/{externalId}/reopen": ["ROLE_ADMIN"],
} as const satisfies AccessTable;
