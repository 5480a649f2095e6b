import type { Locale } from "@/lib/i18n/locales";
import { msg } from "@/lib/i18n/message";
import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import type { UploadedFile } from "@/lib/files/upload";
import { academicYears, tfgRequests, tfgTermDegrees, tfgTerms } from "@/db/schema";
import { ConflictError, NotFoundError, ValidationError } from "@/lib/api/errors";
import { parseDayTime } from "@/lib/dates";
import type { z } from "@/lib/validation/z";
import { listCell, parseRow, uploadCsv } from "../csv-upload";
import { fieldError, fieldsError } from "../field-error";
import { degreeIdsOf, yearExists } from "../lookups";
import { listTerms } from "./queries";
import { TERM_CSV_HEADER, termBody, type TermRow } from "./schemas";

const TERM_IN_USE = msg("tfg.errors.termInUse");

// The body's dates passed `spanishDateTime`, which parses them the same way.
const instant = (value: string) => parseDayTime(value)!;

async function termValues(db: Db, body: z.infer<typeof termBody>) {
  await yearExists(db, body.academicYearId);
  const start = instant(body.start);
  const end = instant(body.end);
  if (start >= end) throw fieldError("end", "tfg.errors.termEndBeforeStart");
  const degreeIds = await degreeIdsOf(db, body.assignedDegreeIds, "assignedDegreeIds");
  return {
    values: { name: body.name, type: body.type, academicYearId: body.academicYearId, start, end },
    degreeIds: [...degreeIds.values()],
  };
}

async function saved(db: Db, id: number): Promise<TermRow> {
  const all = await listTerms(db, { open: false });
  return all.find((t) => t.id === id)!;
}

export async function createTerm(db: Db, body: z.infer<typeof termBody>): Promise<TermRow> {
  const { values, degreeIds } = await termValues(db, body);
  const [row] = await db.insert(tfgTerms).values(values).returning({ id: tfgTerms.id });
  await db.insert(tfgTermDegrees).values(degreeIds.map((degreeId) => ({ termId: row!.id, degreeId })));
  return saved(db, row!.id);
}

/** `PUT /tfg-api/terms`: the body names the call by `id`. */
export async function updateTerm(db: Db, body: z.infer<typeof termBody>): Promise<TermRow> {
  if (!body.id) throw fieldsError("tfg.errors.termIdMissing", undefined, { id: "tfg.errors.fields.required" });
  const { values, degreeIds } = await termValues(db, body);
  const [row] = await db.update(tfgTerms).set(values).where(eq(tfgTerms.id, body.id)).returning({ id: tfgTerms.id });
  if (!row) throw new NotFoundError(msg("tfg.errors.termNotFound"));
  await db.delete(tfgTermDegrees).where(eq(tfgTermDegrees.termId, row.id));
  await db.insert(tfgTermDegrees).values(degreeIds.map((degreeId) => ({ termId: row.id, degreeId })));
  return saved(db, row.id);
}

/** A call that requests already use cannot be deleted. */
export async function deleteTerm(db: Db, id: number) {
  const [used] = await db.select({ id: tfgRequests.id }).from(tfgRequests).where(eq(tfgRequests.termId, id)).limit(1);
  if (used) throw new ConflictError(TERM_IN_USE);
  const [deleted] = await db.delete(tfgTerms).where(eq(tfgTerms.id, id)).returning({ id: tfgTerms.id });
  if (!deleted) throw new NotFoundError(msg("tfg.errors.termNotFound"));
  return deleted;
}

/** CSV `academicYear` may be the year's id or its name ("2025-2026"). */
async function yearIdByCell(db: Db, cell: string): Promise<number> {
  const [row] = await db
    .select({ id: academicYears.id })
    .from(academicYears)
    .where(/^\d+$/.test(cell) ? eq(academicYears.id, Number(cell)) : eq(academicYears.name, cell));
  if (!row) throw new ValidationError(msg("tfg.errors.namedYearMissing", { year: cell }));
  return row.id;
}

/** `POST /tfg-api/terms/csv`: `academicYear,type,name,assignedDegreeIds,start,end`. */
export const uploadTerms = (db: Db, file: UploadedFile, locale?: Locale) =>
  uploadCsv(
    db,
    file,
    TERM_CSV_HEADER,
    async (tx, c) => {
      const academicYearId = await yearIdByCell(tx, c.academicYear!.trim());
      const body = parseRow(
        termBody,
        {
          ...c,
          academicYearId,
          type: c.type?.trim().toUpperCase(),
          assignedDegreeIds: listCell(c.assignedDegreeIds!),
        },
        locale,
      );
      return (await createTerm(tx, body)).name;
    },
    locale,
  );
