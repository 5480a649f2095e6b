import { msg } from "@/lib/i18n/message";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { fullName } from "@/db/full-name";
import { tfgPriorityGrades, tfgRequests, tfgTerms } from "@/db/schema";
import { NotFoundError } from "@/lib/api/errors";
import type { z } from "@/lib/validation/z";
import { rowsOf } from "@/lib/sql-rows";
import { remainingPlaces } from "../allocations/queries";
import { degreeIdOf } from "../lookups";
import { director, student, withRequestParties } from "../requests/parties";
import { coordinatedDegrees, type Viewer } from "../scope";
import { transitionOf } from "../transitions";
import { proposeAllocation, type ProposalLine } from "./proposal";
import type { proposalBody } from "./schemas";

/** Coordinators propose only for the degrees they coordinate; admins for any. */
export async function scopeOf(db: Db, viewer: Viewer, body: z.infer<typeof proposalBody>) {
  const degreeId = await degreeIdOf(db, body.degreeId);
  if (viewer.role === "ROLE_COORD") {
    const [own] = await db
      .execute<{ ok: number }>(sql`select 1 as ok where ${degreeId} in ${coordinatedDegrees(viewer.id)}`)
      .then(rowsOf);
    if (!own) throw new NotFoundError(msg("tfg.errors.notCoordinator"));
  }
  const [term] = await db
    .select({ academicYearId: tfgTerms.academicYearId })
    .from(tfgTerms)
    .where(eq(tfgTerms.id, body.termId));
  if (!term) throw new NotFoundError(msg("tfg.errors.termNotFound"));
  return { degreeId, termId: body.termId, academicYearId: term.academicYearId };
}

/** The proposal for a degree and call, from the OPEN requests, the priority grades and the places left. */
export async function generateProposal(
  db: Db,
  viewer: Viewer,
  body: z.infer<typeof proposalBody>,
): Promise<ProposalLine[]> {
  const scope = await scopeOf(db, viewer, body);
  const columns = db
    .select({
      id: tfgRequests.id,
      version: tfgRequests.version,
      userId: student.externalId,
      userName: fullName(student),
      userDni: student.dni,
      grade: tfgPriorityGrades.priority,
      priority: tfgRequests.priority,
      instructorId: director.externalId,
      instructorName: fullName(director),
    })
    .from(tfgRequests)
    .$dynamic();
  const requests = await withRequestParties(columns)
    .leftJoin(
      tfgPriorityGrades,
      and(eq(tfgPriorityGrades.userId, tfgRequests.userId), eq(tfgPriorityGrades.degreeId, tfgRequests.degreeId)),
    )
    .where(
      and(
        eq(tfgRequests.degreeId, scope.degreeId),
        eq(tfgRequests.termId, scope.termId),
        inArray(tfgRequests.status, [...transitionOf("request", "accept").from]),
      ),
    );
  const students = new Map(
    requests.map((r) => [
      r.userId,
      { userId: r.userId, userName: r.userName, userDni: r.userDni, grade: r.grade === null ? null : Number(r.grade) },
    ]),
  );
  return proposeAllocation({
    students: [...students.values()],
    requests: requests.map(({ id, version, userId, priority, instructorId, instructorName }) => ({
      id,
      version,
      userId,
      priority,
      instructorId,
      instructorName,
    })),
    places: await remainingPlaces(db, scope.degreeId, scope.academicYearId),
  });
}
