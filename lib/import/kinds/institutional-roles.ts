import { institutionalRoles } from "@/db/schema";
import { z } from "@/lib/validation/z";
import { required } from "../cells";
import { defineKind } from "../kind-spec";
import { upsertBatched } from "../upsert";

const schema = z.object({
  roleId: required("roleId"),
  name: required("name"),
});

export type InstitutionalRoleRow = z.output<typeof schema>;

export const institutionalRolesKind = defineKind({
  schema,
  writes: [institutionalRoles],
  key: (row) => `roleId "${row.roleId}"`,
  prepare: async (tx, rows) => ({
    errors: [],
    write: () => upsertBatched(tx, institutionalRoles, rows, ["roleId"]),
  }),
});
