import { and, eq, ne } from "drizzle-orm";
import { academicYears } from "@/db/schema";
import { msg } from "@/lib/i18n/message";
import { z } from "@/lib/validation/z";
import { booleanCell, required } from "../cells";
import { defineKind, type RowError } from "../kind-spec";
import { upsertBatched } from "../upsert";

const schema = z.object({
  externalId: required("externalId"),
  name: required("name"),
  active: booleanCell("active"),
});

export type AcademicYearRow = z.output<typeof schema>;

// The portal has one current academic year: a file may activate one, which deactivates the rest.
export const academicYearsKind = defineKind({
  schema,
  writes: [academicYears],
  key: (row) => `externalId "${row.externalId}"`,
  prepare: async (tx, rows) => {
    const active = rows.findIndex((row) => row.active);
    const errors: RowError[] = [];
    rows.forEach((row, index) => {
      if (row.active && index !== active) {
        errors.push({ index, reason: msg("imports.rows.oneActiveYear", { year: rows[active]!.externalId }) });
      }
    });
    return {
      errors,
      write: async () => {
        // The others first: the partial unique index allows one active year at a time.
        if (active !== -1)
          await tx
            .update(academicYears)
            .set({ active: false })
            .where(and(eq(academicYears.active, true), ne(academicYears.externalId, rows[active]!.externalId)));
        await upsertBatched(tx, academicYears, rows, ["externalId"]);
      },
    };
  },
});
