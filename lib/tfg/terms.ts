import { and, asc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { academicYears, degrees, tfgRequests, tfgTermDegrees, tfgTerms } from "@/db/schema";
import { ConflictError, NotFoundError, ValidationError } from "@/lib/api/errors";
import { madridInputToIso } from "@/lib/dates";
import type { z } from "@/lib/validation/z";
import { TERM_TYPES } from "./constants";
import { splitSpanishDateTime, type termBody, type termsQuery, type TermRow } from "./schemas";
import { degreeIdsOf, yearExists } from "./scope";

export const TERM_IN_USE = "No se ha podido eliminar la convocatoria: puede que ya esté en uso";

/** `GET /tfg-api/terms`: calls by type, degree (external id) and year; `open` keeps those open now. */
export async function listTerms(db: Db, q: z.infer<typeof termsQuery>): Promise<TermRow[]> {
  const now = new Date();
  const rows = await db
    .select({ term: tfgTerms, year: { id: academicYears.id, name: academicYears.name, active: academicYears.active } })
    .from(tfgTerms)
    .innerJoin(academicYears, eq(academicYears.id, tfgTerms.academicYearId))
    .where(
      and(
        q.type ? eq(tfgTerms.type, q.type) : undefined,
        q.academicYear ? eq(tfgTerms.academicYearId, q.academicYear) : undefined,
        q.degree
          ? sql`${tfgTerms.id} in (select ${tfgTermDegrees.termId} from ${tfgTermDegrees} inner join ${degrees} on ${degrees.id} = ${tfgTermDegrees.degreeId} where ${degrees.externalId} = ${q.degree})`
          : undefined,
        q.open ? and(lte(tfgTerms.start, now), gte(tfgTerms.end, now)) : undefined,
      ),
    )
    .orderBy(asc(tfgTerms.start), asc(tfgTerms.id));
  const ids = rows.map((r) => r.term.id);
  const links = ids.length
    ? await db
        .select({ termId: tfgTermDegrees.termId, externalId: degrees.externalId, name: degrees.name })
        .from(tfgTermDegrees)
        .innerJoin(degrees, eq(degrees.id, tfgTermDegrees.degreeId))
        .where(inArray(tfgTermDegrees.termId, ids))
        .orderBy(asc(degrees.name))
    : [];
  return rows.map(({ term, year }) => {
    const assignedDegrees = links.filter((l) => l.termId === term.id).map(({ termId: _, ...ref }) => ref);
    return {
      id: term.id,
      name: term.name,
      type: term.type,
      academicYear: year,
      assignedDegrees,
      assignedDegreeIds: assignedDegrees.map((d) => d.externalId),
      start: term.start.toISOString(),
      end: term.end.toISOString(),
    };
  });
}

const instant = (value: string) =>
  new Date(madridInputToIso(splitSpanishDateTime(value).date, splitSpanishDateTime(value).time));

async function termValues(db: Db, body: z.infer<typeof termBody>) {
  await yearExists(db, body.academicYearId);
  const start = instant(body.start);
  const end = instant(body.end);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) throw new ValidationError("La fecha no es válida");
  if (start >= end)
    throw new ValidationError("La fecha de fin debe ser posterior a la de inicio", {
      end: ["La fecha de fin debe ser posterior a la de inicio"],
    });
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
  if (!body.id)
    throw new ValidationError("Falta el identificador de la convocatoria", { id: ["Este campo es obligatorio"] });
  const { values, degreeIds } = await termValues(db, body);
  const [row] = await db.update(tfgTerms).set(values).where(eq(tfgTerms.id, body.id)).returning({ id: tfgTerms.id });
  if (!row) throw new NotFoundError("No se ha encontrado la convocatoria");
  await db.delete(tfgTermDegrees).where(eq(tfgTermDegrees.termId, row.id));
  await db.insert(tfgTermDegrees).values(degreeIds.map((degreeId) => ({ termId: row.id, degreeId })));
  return saved(db, row.id);
}

/** A call that requests already use cannot be deleted. */
export async function deleteTerm(db: Db, id: number) {
  const [used] = await db.select({ id: tfgRequests.id }).from(tfgRequests).where(eq(tfgRequests.termId, id)).limit(1);
  if (used) throw new ConflictError(TERM_IN_USE);
  const [deleted] = await db.delete(tfgTerms).where(eq(tfgTerms.id, id)).returning({ id: tfgTerms.id });
  if (!deleted) throw new NotFoundError("No se ha encontrado la convocatoria");
  return deleted;
}

/** CSV `academicYear` may be the year's id or its name ("2025-2026"). */
export async function yearIdByCell(db: Db, cell: string): Promise<number> {
  const [row] = await db
    .select({ id: academicYears.id })
    .from(academicYears)
    .where(/^\d+$/.test(cell) ? eq(academicYears.id, Number(cell)) : eq(academicYears.name, cell));
  if (!row) throw new ValidationError(`El curso académico ${cell} no existe`);
  return row.id;
}

export const isTermType = (v: string): v is (typeof TERM_TYPES)[number] =>
  (TERM_TYPES as readonly string[]).includes(v);
