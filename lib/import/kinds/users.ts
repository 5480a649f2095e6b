import { idTypeEnum, institutionalRoles, users } from "@/db/schema";
import { ROLES } from "@/db/enums/roles";
import { msg } from "@/lib/i18n/message";
import { z } from "@/lib/validation/z";
import { email, oneOf, optional, phone, refuse, required, text } from "../cells";
import { defineKind, mapRows } from "../kind-spec";
import { lookup } from "../lookup";
import { isValidIdNumber } from "@/lib/validation/spanish-id";
import { upsertBatched } from "../upsert";

const schema = z
  .object({
    externalId: required("externalId"),
    dni: required("dni").transform((v) => v.toUpperCase().replace(/[\s-]/g, "")),
    idType: oneOf("idType", "imports.cells.idType", idTypeEnum.enumValues),
    givenName: required("givenName"),
    familyName: required("familyName"),
    email: optional(email("email")),
    mobilePhone: optional(phone("mobilePhone")),
    homePhone: optional(phone("homePhone")),
    address: optional(text),
    city: optional(text),
    state: optional(text),
    zipCode: optional(text),
    role: oneOf("role", "imports.cells.role", ROLES),
    institutionalRoleId: optional(text),
  })
  .superRefine(
    (row, ctx) => {
      if (!isValidIdNumber(row.idType, row.dni)) {
        const values = { column: "dni", value: `"${row.dni}"`, idType: row.idType };
        refuse(ctx, msg("imports.cells.notIdNumber", values), ["dni"]);
      }
    },
    // Also when other cells of the row are wrong, so that every error is reported at once.
    { when: ({ issues }) => issues.every((issue) => issue.path?.[0] !== "dni" && issue.path?.[0] !== "idType") },
  );

export type UserRow = z.output<typeof schema>;

export const usersKind = defineKind({
  schema,
  writes: [users],
  key: (row) => `externalId "${row.externalId}"`,
  prepare: async (tx, rows) => {
    const roleIds = await lookup(
      tx,
      institutionalRoles,
      institutionalRoles.roleId,
      "imports.unknown.institutionalRole",
      rows.flatMap((row) => row.institutionalRoleId ?? []),
    );
    const { values, errors } = mapRows(rows, (row, problems) => ({
      ...row,
      institutionalRoleId: row.institutionalRoleId === null ? null : roleIds.id(row.institutionalRoleId, problems),
    }));
    return { errors, write: () => upsertBatched(tx, users, values, ["externalId"]) };
  },
});
