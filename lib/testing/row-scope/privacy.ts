import type { RowScopeRow } from "./types";

export const cases: RowScopeRow[] = [
  {
    route: "GET /privacy-api/people/{externalId}/export",
    as: "ROLE_ADMIN",
    unscoped: "administrators answer the data-protection requests of every person",
  },
  {
    route: "GET /privacy-api/people/{externalId}/reads",
    as: "ROLE_ADMIN",
    unscoped: "administrators answer the data-protection requests of every person",
  },
  {
    route: "POST /privacy-api/people/{externalId}/erase",
    as: "ROLE_ADMIN",
    unscoped: "administrators answer the data-protection requests of every person",
  },
];
