import { ROLES } from "@/db/enums/roles";
import { makeUser } from "@/lib/testing/fixtures";
import type { RowScopeRow } from "./types";

/** Another user of the same role asks who is behind A's session id: 403, and nothing about A. */
export const cases: RowScopeRow[] = ROLES.map((as) => ({
  route: "GET /tfg-api/sessions/session/{sessionId}",
  as,
  setup: async () => {
    const [owner, outsider] = await Promise.all([makeUser(as), makeUser(as)]);
    return { owner, outsider, params: { sessionId: owner.sessionId } };
  },
  expect: 403,
}));
