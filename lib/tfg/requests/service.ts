import { msg } from "@/lib/i18n/message";
import { fieldError } from "../field-error";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { tfgRequests, users } from "@/db/schema";
import { ConflictError, sqlState } from "@/lib/api/errors";
import { assertYearWritable, yearOf } from "@/lib/academic-year/guard";
import type { z } from "@/lib/validation/z";
import { claimPlace, releasePlace } from "../allocations/places";
import { MAX_PRIORITY } from "../constants";
import { assertDirectorOffCourt } from "../defenses/members";
import { leaveState } from "../leave-state";
import {
  assertManagesChoice,
  assertStudentInScope,
  assertStudies,
  manageScope,
  requestInScope,
  type Viewer,
} from "../scope";
import { studentFor } from "../students";
import { holdsPlace, LIVE_STATES } from "../transitions";
import { resolveChoice } from "./choice";
import { requestRow } from "./queries";
import { TOO_MANY_REQUESTS, type createRequestBody, type updateRequestBody } from "./schemas";

const DUPLICATE_OPEN_REQUEST = msg("tfg.errors.duplicateOpenRequest");

/** The unique index on OPEN requests per student, degree and director gives the spec's 409. */
async function guardDuplicate<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (sqlState(err) === "23505") throw new ConflictError(DUPLICATE_OPEN_REQUEST);
    throw err;
  }
}

/** Secretaries and admins make extraordinary requests outside the call; students and coordinators need it open. */
const mayActOutsideCall = (viewer: Viewer) => viewer.role === "ROLE_SECR" || viewer.role === "ROLE_ADMIN";

/**
 * `POST /tfg-api/requests`: a student's own request, or staff's for a student and degree of their
 * scope; always in a degree the student studies. The priority is the student's live requests in
 * that degree and year plus one, counted while holding the student's row, so two requests sent at
 * once never share a rank nor pass 8; a ninth is a 400.
 */
export async function createRequest(
  db: Db,
  viewer: Viewer & { externalId: string },
  body: z.infer<typeof createRequestBody>,
) {
  await assertYearWritable(db, yearOf.tfgTerm(body.termId));
  const userId = await studentFor(db, viewer, body.userId);
  const choice = await resolveChoice(db, body, !mayActOutsideCall(viewer));
  await assertStudies(db, userId, choice.degreeId);
  if (viewer.role !== "ROLE_STUDENT") await assertStudentInScope(db, viewer, userId, choice.degreeId);
  await db.execute(sql`select id from ${users} where id = ${userId} for update`);
  const [{ n } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tfgRequests)
    .where(
      and(
        eq(tfgRequests.userId, userId),
        eq(tfgRequests.degreeId, choice.degreeId),
        eq(tfgRequests.academicYearId, choice.academicYearId),
        inArray(tfgRequests.status, [...LIVE_STATES]),
      ),
    );
  if (Number(n) >= MAX_PRIORITY) throw fieldError("priority", TOO_MANY_REQUESTS);
  const [created] = await guardDuplicate(() =>
    db
      .insert(tfgRequests)
      .values({ ...choice, userId, priority: Number(n) + 1, provisionalTitle: body.provisionalTitle })
      .returning({ id: tfgRequests.id }),
  );
  return requestRow(db, created!.id);
}

/**
 * `PATCH /tfg-api/requests/{id}` ('Editar instancia'): a request the viewer manages, moved only to
 * an area and degree they manage too, that its student studies. An accepted request that changes
 * director, degree or year gives its place back and takes one in the new allocation.
 */
export async function updateRequest(db: Db, viewer: Viewer, id: number, body: z.infer<typeof updateRequestBody>) {
  await assertYearWritable(db, yearOf.tfgTerm(body.termId));
  const current = await requestInScope(db, id, manageScope(viewer));
  const choice = await resolveChoice(db, body, false);
  await assertManagesChoice(db, viewer, choice);
  await assertStudies(db, current.userId, choice.degreeId);
  await assertDirectorOffCourt(db, id, choice.instructorId);
  let allocationId = current.allocationId;
  const moved =
    current.instructorId !== choice.instructorId ||
    current.degreeId !== choice.degreeId ||
    current.academicYearId !== choice.academicYearId;
  // A row the table does not let edit fails in leaveState below, and the transaction undoes this.
  if (holdsPlace(current.status) && moved) {
    if (current.allocationId) await releasePlace(db, current.allocationId);
    allocationId = await claimPlace(db, choice);
  }
  await guardDuplicate(() =>
    leaveState(
      db,
      "request",
      "edit",
      viewer,
      id,
      { ...choice, allocationId, provisionalTitle: body.provisionalTitle },
      eq(tfgRequests.version, current.version),
    ),
  );
  return requestRow(db, id);
}
