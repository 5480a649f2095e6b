import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { academicYears, degrees, tfgTermDegrees, tfgTerms } from "@/db/schema";
import type { z } from "@/lib/validation/z";
import { callOpenNow } from "../call-window";
import type { termsQuery, TermRow } from "./schemas";

/** `GET /tfg-api/terms`: calls by type, degree (external id) and year; `open` keeps those open now. */
export async function listTerms(db: Db, q: z.infer<typeof termsQuery>): Promise<TermRow[]> {
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
        q.open ? callOpenNow : undefined,
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
