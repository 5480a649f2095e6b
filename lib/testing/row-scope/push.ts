import { ROLES } from "@/db/enums/roles";
import { makeUser } from "@/lib/testing/fixtures";
import { deviceRow, makeDevice } from "@/lib/testing/push";
import type { RowScopeRow } from "./types";

/** Another person of the same role removes A's device from their 'Avisos' by its id: 404, and it stays. */
export const cases: RowScopeRow[] = ROLES.map((as) => ({
  route: "DELETE /push-api/subscriptions",
  as,
  setup: async () => {
    const [outsider, owner] = await Promise.all([makeUser(as), makeUser(as)]);
    const device = await makeDevice(owner.id);
    return { owner, outsider, json: { id: device.id }, snapshot: () => deviceRow(device.id) };
  },
  expect: 404,
}));
