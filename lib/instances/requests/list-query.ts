import { says } from "@/lib/i18n/schema-message";
import { tableQuerySchema } from "@/lib/list/table-query";
import { dayFilter } from "@/lib/validation/common";
import { z } from "@/lib/validation/z";
import { INSTANCE_STATUSES } from "@/db/enums/instances";

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);
const first = (v: unknown) => blankToUndefined(Array.isArray(v) ? v[0] : v);
const textFilter = z.preprocess(first, z.string().trim().max(100).optional());

export const INSTANCE_SORT_KEYS = ["created", "closed", "id", "status", "instance"] as const;

/** `GET /instances-api/instances`, the 'Solicitudes en proceso' page and its CSV: the filters of section 3. */
export const instanceListQuery = tableQuerySchema(INSTANCE_SORT_KEYS).extend({
  id: z.preprocess(first, z.coerce.number().int().positive(says("instances.schema.invalidId")).optional()),
  userExternalId: textFilter,
  instance: textFilter,
  studentId: textFilter,
  status: z.preprocess(
    (v) => {
      const list = (Array.isArray(v) ? v : [v])
        .flatMap((s) => (typeof s === "string" ? s.split(",") : []))
        .map((s) => s.trim())
        .filter(Boolean);
      return list.length ? list : undefined;
    },
    z.array(z.enum(INSTANCE_STATUSES, { error: says("instances.schema.invalidStatus") })).optional(),
  ),
  createdFrom: dayFilter,
  createdTo: dayFilter,
  closedFrom: dayFilter,
  closedTo: dayFilter,
  external: z
    .preprocess(first, z.enum(["true", "false"]).optional())
    .transform((v) => (v === undefined ? undefined : v === "true")),
});
export type InstanceListQuery = z.infer<typeof instanceListQuery>;

/** Which filters a list URL carries: the ones not blank, in the order of section 3. */
export const INSTANCE_FILTER_KEYS = [
  "id",
  "userExternalId",
  "instance",
  "studentId",
  "status",
  "createdFrom",
  "createdTo",
  "closedFrom",
  "closedTo",
  "external",
] as const;
