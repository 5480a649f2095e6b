import { courses, degrees } from "@/db/schema";
import { z } from "@/lib/validation/z";
import { decimal, httpUrl, optional, required, text } from "../cells";
import { defineKind, mapRows } from "../kind-spec";
import { lookup } from "../lookup";
import { upsertBatched } from "../upsert";

const schema = z.object({
  externalId: required("externalId"),
  name: required("name"),
  description: optional(text),
  degreeExternalId: required("degreeExternalId"),
  term: optional(text),
  credits: optional(decimal("credits", 0, 999.99)),
  externalLink: optional(httpUrl("externalLink")),
});

export type CourseRow = z.output<typeof schema>;

export const coursesKind = defineKind({
  schema,
  writes: [courses],
  key: (row) => `externalId "${row.externalId}"`,
  prepare: async (tx, rows) => {
    const degreeIds = await lookup(
      tx,
      degrees,
      degrees.externalId,
      "imports.unknown.degree",
      rows.map((row) => row.degreeExternalId),
    );
    const { values, errors } = mapRows(rows, ({ degreeExternalId, ...row }, problems) => ({
      ...row,
      degreeId: degreeIds.id(degreeExternalId, problems),
    }));
    return { errors, write: () => upsertBatched(tx, courses, values, ["externalId"]) };
  },
});
