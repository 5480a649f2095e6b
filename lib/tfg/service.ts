import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { academicYears, tfgAreaDegrees, tfgAreas, tfgRequests, tfgTermDegrees, tfgTerms, users } from "@/db/schema";
import { ConflictError, NotFoundError, sqlState, ValidationError } from "@/lib/api/errors";
import { contentDisposition } from "@/lib/files/file-name";
import { issuePdf } from "@/lib/pdf/issue";
import type { z } from "@/lib/validation/z";
import { MAX_PRIORITY, STATUS_LABELS } from "./constants";
import { assertDirectorOffCourt } from "./defenses";
import { allocationFor, areaDirectors, LIMIT_REACHED, NO_ALLOCATION, releasePlace, takePlace } from "./directors";
import { readableRequest, requestRow } from "./queries";
import { requestPdfDocument, requestPdfName } from "./pdf";
import { TOO_MANY_REQUESTS, type createRequestBody, type updateRequestBody } from "./schemas";
import { degreeIdsOf, manageScope, requestInScope, type Viewer } from "./scope";

export const DUPLICATE_OPEN_REQUEST =
  "Ya existe una solicitud abierta para esta titulación con el director seleccionado";

type Choice = { degreeId: string; termId: number; areaId: number; instructorId: string };

/**
 * Checks that degree, call, area and director fit together: an AREA call of the degree, an active
 * area of the call's year offered in the degree with managers, and a director of that area.
 */
async function resolveChoice(db: Db, choice: Choice, mustBeOpen: boolean) {
  const degreeId = (await degreeIdsOf(db, [choice.degreeId])).get(choice.degreeId)!;
  const [term] = await db
    .select({
      id: tfgTerms.id,
      type: tfgTerms.type,
      academicYearId: tfgTerms.academicYearId,
      start: tfgTerms.start,
      end: tfgTerms.end,
    })
    .from(tfgTerms)
    .innerJoin(tfgTermDegrees, and(eq(tfgTermDegrees.termId, tfgTerms.id), eq(tfgTermDegrees.degreeId, degreeId)))
    .where(eq(tfgTerms.id, choice.termId));
  if (!term || term.type !== "AREA") {
    throw new ValidationError("La convocatoria no existe para esta titulación", {
      termId: ["La convocatoria no existe para esta titulación"],
    });
  }
  const now = Date.now();
  if (mustBeOpen && (term.start.getTime() > now || term.end.getTime() < now)) {
    throw new ValidationError("La convocatoria no está abierta", { termId: ["La convocatoria no está abierta"] });
  }
  const [area] = await db
    .select({ id: tfgAreas.id })
    .from(tfgAreas)
    .innerJoin(tfgAreaDegrees, and(eq(tfgAreaDegrees.areaId, tfgAreas.id), eq(tfgAreaDegrees.degreeId, degreeId)))
    .where(
      and(eq(tfgAreas.id, choice.areaId), eq(tfgAreas.active, true), eq(tfgAreas.academicYearId, term.academicYearId)),
    );
  if (!area)
    throw new ValidationError("El área temática no está disponible para esta titulación", {
      areaId: ["El área temática no está disponible"],
    });
  const directors = await areaDirectors(db, area.id, degreeId);
  const chosen = directors.find((d) => d.externalId === choice.instructorId);
  if (!chosen) {
    const message = directors.length
      ? "El director seleccionado no está disponible para este área temática"
      : "No hay directores disponibles para este área temática";
    throw new ValidationError(message, { instructorId: [message] });
  }
  return { degreeId, termId: term.id, academicYearId: term.academicYearId, areaId: area.id, instructorId: chosen.id };
}

/** The unique index on OPEN requests per student, degree and director gives the spec's 409. */
async function guardDuplicate<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (sqlState(err) === "23505") throw new ConflictError(DUPLICATE_OPEN_REQUEST);
    throw err;
  }
}

async function studentByExternalId(db: Db, externalId: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.externalId, externalId), eq(users.role, "ROLE_STUDENT")));
  if (!row) throw new NotFoundError("No se ha encontrado el alumno");
  return row.id;
}

/** Whose request it is: the student themselves, or the student staff chose for an extraordinary request. */
export async function requestOwner(
  db: Db,
  viewer: Viewer & { externalId: string },
  userId: string | null | undefined,
): Promise<number> {
  if (viewer.role === "ROLE_STUDENT") {
    if (userId && userId !== viewer.externalId) throw new NotFoundError("No se ha encontrado el alumno");
    return viewer.id;
  }
  if (!userId) throw new ValidationError("Selecciona un alumno", { userId: ["Selecciona un alumno"] });
  return studentByExternalId(db, userId);
}

/**
 * `POST /tfg-api/requests`. The priority is the student's current requests in that degree and year
 * plus one, counted while holding the student's row, so two requests sent at once never share a
 * rank nor pass 8; a ninth is a 400. Students need an open call; extraordinary requests do not.
 */
export async function createRequest(
  db: Db,
  viewer: Viewer & { externalId: string },
  body: z.infer<typeof createRequestBody>,
) {
  const userId = await requestOwner(db, viewer, body.userId);
  const choice = await resolveChoice(db, body, viewer.role === "ROLE_STUDENT");
  await db.execute(sql`select id from ${users} where id = ${userId} for update`);
  const [{ n } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tfgRequests)
    .where(
      and(
        eq(tfgRequests.userId, userId),
        eq(tfgRequests.degreeId, choice.degreeId),
        eq(tfgRequests.academicYearId, choice.academicYearId),
        inArray(tfgRequests.status, ["OPEN", "ACCEPTED"]),
      ),
    );
  if (Number(n) >= MAX_PRIORITY) throw new ValidationError(TOO_MANY_REQUESTS, { priority: [TOO_MANY_REQUESTS] });
  const [created] = await guardDuplicate(() =>
    db
      .insert(tfgRequests)
      .values({ ...choice, userId, priority: Number(n) + 1, provisionalTitle: body.provisionalTitle })
      .returning({ id: tfgRequests.id }),
  );
  return requestRow(db, created!.id);
}

/**
 * `PATCH /tfg-api/requests/{id}` ('Editar instancia'): OPEN or ACCEPTED requests. An accepted
 * request that changes director, degree or year gives its place back and takes one in the new allocation.
 */
export async function updateRequest(db: Db, viewer: Viewer, id: number, body: z.infer<typeof updateRequestBody>) {
  const current = await requestInScope(db, id, manageScope(viewer));
  if (current.status !== "OPEN" && current.status !== "ACCEPTED")
    throw new ConflictError(notPending("editar", current.status));
  const choice = await resolveChoice(db, body, false);
  await assertDirectorOffCourt(db, id, choice.instructorId);
  let allocationId = current.allocationId;
  const moved =
    current.instructorId !== choice.instructorId ||
    current.degreeId !== choice.degreeId ||
    current.academicYearId !== choice.academicYearId;
  if (current.status === "ACCEPTED" && moved) {
    if (current.allocationId) await releasePlace(db, current.allocationId);
    allocationId = await claimPlace(db, choice.instructorId, choice.degreeId, choice.academicYearId);
  }
  const [updated] = await guardDuplicate(() =>
    db
      .update(tfgRequests)
      .set({
        ...choice,
        allocationId,
        provisionalTitle: body.provisionalTitle,
        version: sql`${tfgRequests.version} + 1`,
      })
      .where(and(eq(tfgRequests.id, id), eq(tfgRequests.version, current.version)))
      .returning({ id: tfgRequests.id }),
  );
  if (!updated) throw new ConflictError("La solicitud ha cambiado mientras se editaba; vuelve a intentarlo");
  return requestRow(db, id);
}

const notPending = (action: string, status: keyof typeof STATUS_LABELS) =>
  `No se puede ${action} la solicitud porque no está pendiente (estado: ${STATUS_LABELS[status]})`;

async function claimPlace(db: Db, instructorId: number, degreeId: number, academicYearId: number): Promise<number> {
  const allocation = await allocationFor(db, instructorId, degreeId, academicYearId);
  if (!allocation) throw new ConflictError(NO_ALLOCATION);
  if (!(await takePlace(db, allocation.id))) throw new ConflictError(`${LIMIT_REACHED} (${allocation.limit})`);
  return allocation.id;
}

/** Moves an OPEN request on, in one conditional UPDATE; any other state is a 409 and nothing changes. */
async function leaveOpen(
  db: Db,
  id: number,
  set: Partial<typeof tfgRequests.$inferInsert>,
  action: string,
  expectedVersion?: number,
) {
  const [moved] = await db
    .update(tfgRequests)
    .set({ ...set, version: sql`${tfgRequests.version} + 1` })
    .where(
      and(
        eq(tfgRequests.id, id),
        eq(tfgRequests.status, "OPEN"),
        expectedVersion ? eq(tfgRequests.version, expectedVersion) : undefined,
      ),
    )
    .returning();
  if (moved) return moved;
  const [now] = await db.select({ status: tfgRequests.status }).from(tfgRequests).where(eq(tfgRequests.id, id));
  throw new ConflictError(notPending(action, now?.status ?? "CANCELED"));
}

/**
 * Accepts an OPEN request and takes a place of its director's allocation for the degree and year,
 * both in the caller's transaction: beyond the limit it is a 409 and the request stays OPEN.
 */
export async function acceptRequest(db: Db, viewer: Viewer | null, id: number, expectedVersion?: number) {
  const current = viewer ? await requestInScope(db, id, manageScope(viewer)) : await requestInScope(db, id, undefined);
  const moved = await leaveOpen(db, id, { status: "ACCEPTED", rejectReason: null }, "aceptar", expectedVersion);
  const allocationId = await claimPlace(db, current.instructorId, current.degreeId, current.academicYearId);
  await db.update(tfgRequests).set({ allocationId }).where(eq(tfgRequests.id, id));
  return moved;
}

export async function rejectRequest(
  db: Db,
  viewer: Viewer | null,
  id: number,
  reason: string | null,
  expectedVersion?: number,
) {
  if (viewer) await requestInScope(db, id, manageScope(viewer));
  return leaveOpen(db, id, { status: "REJECTED", rejectReason: reason }, "rechazar", expectedVersion);
}

/** A student cancels their own OPEN request. */
export async function cancelRequest(db: Db, viewer: Viewer, id: number) {
  await requestInScope(db, id, eq(tfgRequests.userId, viewer.id));
  return leaveOpen(db, id, { status: "CANCELED" }, "cancelar");
}

/**
 * The PDF of an ACCEPTED request the viewer may read, issued (code + verification record) in the
 * shared lib/pdf; anything not accepted is a 409.
 */
export async function requestPdf(db: Db, viewer: Viewer, id: number): Promise<Response> {
  const row = await readableRequest(db, viewer, id);
  if (!row) throw new NotFoundError("No se ha encontrado la solicitud");
  if (row.status !== "ACCEPTED") throw new ConflictError("Solo se puede descargar el PDF de una solicitud aceptada");
  const [ctx] = await db
    .select({ termName: tfgTerms.name, academicYearName: academicYears.name, studentId: tfgRequests.userId })
    .from(tfgRequests)
    .innerJoin(tfgTerms, eq(tfgTerms.id, tfgRequests.termId))
    .innerJoin(academicYears, eq(academicYears.id, tfgRequests.academicYearId))
    .where(eq(tfgRequests.id, id));
  const { bytes } = await issuePdf(db, requestPdfDocument(row, ctx!), {
    kind: "Asignación de TFG/TFM",
    ownerUserId: ctx!.studentId,
  });
  return new Response(new Uint8Array(bytes), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": contentDisposition(requestPdfName(row)),
      "cache-control": "private, no-store",
    },
  });
}
