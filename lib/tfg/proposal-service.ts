import { and, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "@/db";
import { tfgPriorityGrades, tfgRequests, tfgTerms, users } from "@/db/schema";
import { ConflictError, NotFoundError } from "@/lib/api/errors";
import type { z } from "@/lib/validation/z";
import { remainingPlaces } from "./allocations";
import { proposeAllocation, type ProposalLine } from "./proposal";
import type { applyProposalBody, proposalBody } from "./schemas";
import { coordinatedDegrees, degreeIdsOf, fullName, type Viewer } from "./scope";
import { acceptRequest, rejectRequest } from "./service";
import { NO_DIRECTOR_PLACES } from "./schemas";

const student = alias(users, "student");

export const PROPOSAL_STALE =
  "Alguna solicitud ha cambiado desde que se generó la propuesta; no se ha aplicado nada. Genera una propuesta nueva.";

/** Coordinators propose only for the degrees they coordinate; admins for any. */
async function scopeOf(db: Db, viewer: Viewer, body: z.infer<typeof proposalBody>) {
  const degreeId = (await degreeIdsOf(db, [body.degreeId])).get(body.degreeId)!;
  if (viewer.role === "ROLE_COORD") {
    const [own] = await db
      .execute<{ ok: number }>(sql`select 1 as ok where ${degreeId} in ${coordinatedDegrees(viewer.id)}`)
      .then(rowsOf);
    if (!own) throw new NotFoundError("No coordinas esta titulación");
  }
  const [term] = await db
    .select({ academicYearId: tfgTerms.academicYearId })
    .from(tfgTerms)
    .where(eq(tfgTerms.id, body.termId));
  if (!term) throw new NotFoundError("No se ha encontrado la convocatoria");
  return { degreeId, termId: body.termId, academicYearId: term.academicYearId };
}

// db.execute gives an array on postgres.js and { rows } on PGlite.
const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

/** The proposal for a degree and call, from the OPEN requests, the priority grades and the places left. */
export async function generateProposal(
  db: Db,
  viewer: Viewer,
  body: z.infer<typeof proposalBody>,
): Promise<ProposalLine[]> {
  const scope = await scopeOf(db, viewer, body);
  const requests = await db
    .select({
      id: tfgRequests.id,
      version: tfgRequests.version,
      userId: student.externalId,
      userName: fullName(student),
      grade: tfgPriorityGrades.priority,
      priority: tfgRequests.priority,
      instructorId: users.externalId,
    })
    .from(tfgRequests)
    .innerJoin(student, eq(student.id, tfgRequests.userId))
    .innerJoin(users, eq(users.id, tfgRequests.instructorId))
    .leftJoin(
      tfgPriorityGrades,
      and(eq(tfgPriorityGrades.userId, tfgRequests.userId), eq(tfgPriorityGrades.degreeId, tfgRequests.degreeId)),
    )
    .where(
      and(
        eq(tfgRequests.degreeId, scope.degreeId),
        eq(tfgRequests.termId, scope.termId),
        eq(tfgRequests.status, "OPEN"),
      ),
    );
  const students = new Map(
    requests.map((r) => [
      r.userId,
      { userId: r.userId, userName: r.userName, grade: r.grade === null ? null : Number(r.grade) },
    ]),
  );
  return proposeAllocation({
    students: [...students.values()],
    requests: requests.map(({ id, version, userId, priority, instructorId }) => ({
      id,
      version,
      userId,
      priority,
      instructorId,
    })),
    places: await remainingPlaces(db, scope.degreeId, scope.academicYearId),
  });
}

/**
 * Applies a proposal in the caller's one transaction: accepts and rejects exactly the requests it
 * names at the versions it saw. If any of them changed since (or a director's places ran out), the
 * whole application is refused with a 409 and nothing is written.
 */
export async function applyProposal(db: Db, viewer: Viewer, body: z.infer<typeof applyProposalBody>) {
  const scope = await scopeOf(db, viewer, body);
  const ids = [...body.accept, ...body.reject].map((d) => d.id);
  if (ids.length) {
    const found = await db
      .select({ id: tfgRequests.id })
      .from(tfgRequests)
      .where(
        and(
          inArray(tfgRequests.id, ids),
          eq(tfgRequests.degreeId, scope.degreeId),
          eq(tfgRequests.termId, scope.termId),
        ),
      );
    if (found.length !== new Set(ids).size) throw new ConflictError(PROPOSAL_STALE);
  }
  try {
    for (const d of body.accept) await acceptRequest(db, null, d.id, d.version);
    for (const d of body.reject) await rejectRequest(db, null, d.id, NO_DIRECTOR_PLACES, d.version);
  } catch (err) {
    if (err instanceof ConflictError) throw new ConflictError(`${PROPOSAL_STALE} (${err.message})`);
    throw err;
  }
  return { accepted: body.accept.length, rejected: body.reject.length };
}
