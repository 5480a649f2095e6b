// TFG calls (convocatorias) and their degrees.
import { sql } from "drizzle-orm";
import { check, index, pgEnum, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { TERM_TYPES } from "../../enums/tfg";
import { id, period, ref } from "../../columns";
import { academicYearRef, degreeRef } from "../../foreign-keys";

export const tfgTermTypeEnum = pgEnum("tfg_term_type", TERM_TYPES);

/** Calls (convocatorias): AREA calls take area requests, DEFENSE calls defense requests. */
export const tfgTerms = pgTable(
  "tfg_terms",
  {
    id: id(),
    name: text("name").notNull(),
    type: tfgTermTypeEnum("type").notNull(),
    academicYearId: academicYearRef(),
    ...period(),
  },
  (t) => [
    check("tfg_terms_dates", sql`${t.start} < ${t.end}`),
    index("tfg_terms_year_idx").on(t.academicYearId, t.type),
  ],
);

export const tfgTermDegrees = pgTable(
  "tfg_term_degrees",
  {
    termId: ref("term_id", () => tfgTerms.id, { onDelete: "cascade" }),
    degreeId: degreeRef(),
  },
  (t) => [primaryKey({ columns: [t.termId, t.degreeId] })],
);
