import type { RowScopeRow } from "./types";

const ADMIN_SETTINGS = "notification templates and their assignations are portal settings, kept by every admin";

export const cases: RowScopeRow[] = [
  { route: "PATCH /notifications-api/templates/{id}", as: "ROLE_ADMIN", unscoped: ADMIN_SETTINGS },
  { route: "POST /notifications-api/templates/{id}/test", as: "ROLE_ADMIN", unscoped: ADMIN_SETTINGS },
  { route: "POST /notifications-api/assignations", as: "ROLE_ADMIN", unscoped: ADMIN_SETTINGS },
  { route: "PATCH /notifications-api/assignations/{id}", as: "ROLE_ADMIN", unscoped: ADMIN_SETTINGS },
];
