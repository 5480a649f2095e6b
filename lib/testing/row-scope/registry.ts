import type { RowScopeRow } from "./types";

const SECRETARIAT_BOOK =
  "the registry book is the secretariat's: every secretary and admin keeps all of it (specification)";

export const cases: RowScopeRow[] = [
  { route: "GET /registry-api/{id}", as: ["ROLE_SECR", "ROLE_ADMIN"], unscoped: SECRETARIAT_BOOK },
  { route: "PATCH /registry-api/{id}", as: ["ROLE_SECR", "ROLE_ADMIN"], unscoped: SECRETARIAT_BOOK },
  { route: "GET /registry-api/{id}/file", as: ["ROLE_SECR", "ROLE_ADMIN"], unscoped: SECRETARIAT_BOOK },
  { route: "POST /registry-api", as: ["ROLE_SECR", "ROLE_ADMIN"], unscoped: SECRETARIAT_BOOK },
  {
    route: "GET /registry-api/users/{kind}/{term}",
    as: ["ROLE_SECR", "ROLE_ADMIN"],
    unscoped: "an entry may name any user of the university",
  },
];
