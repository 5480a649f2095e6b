import type { RouteKey, RowScopeRow } from "./types";

const unscoped = "administrators run the academic year's life: every year is theirs to open, activate, close or reopen";

const routes: RouteKey[] = [
  "POST /academic-year-api/years/open",
  "POST /academic-year-api/years/{externalId}/activate",
  "POST /academic-year-api/years/{externalId}/close",
  "POST /academic-year-api/years/{externalId}/reopen",
];

export const cases = routes.map((route): RowScopeRow => ({ route, as: "ROLE_ADMIN", unscoped }));
