import { degrees } from "@/db/schema";
import { z } from "@/lib/validation/z";
import { required } from "../cells";
import { defineKind } from "../kind-spec";
import { upsertBatched } from "../upsert";

const schema = z.object({
  externalId: required("externalId"),
  name: required("name"),
});

export type DegreeRow = z.output<typeof schema>;

export const degreesKind = defineKind({
  schema,
  writes: [degrees],
  key: (row) => `externalId "${row.externalId}"`,
  prepare: async (tx, rows) => ({
    errors: [],
    write: () => upsertBatched(tx, degrees, rows, ["externalId"]),
  }),
});
