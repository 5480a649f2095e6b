import { and, eq, gt, inArray, lt, ne, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "@/db";
import {
  degrees,
  tfgCourtDegrees,
  tfgCourts,
  tfgDefenses,
  tfgRequests,
  tfgTermDegrees,
  tfgTerms,
  tfgTimeSpans,
  users,
} from "@/db/schema";
import { ConflictError, NotFoundError, sqlState, ValidationError } from "@/lib/api/errors";
import { contentDisposition } from "@/lib/files/file-name";
import { formatDateTime } from "@/lib/dates";
import { pagedList } from "@/lib/list/paged-list";
import { issuePdf } from "@/lib/pdf/issue";
import type { PdfDocument } from "@/lib/pdf/model";
import type { Page } from "@/lib/validation/common";
import type { z } from "@/lib/validation/z";
import { STATUS_LABELS } from "./constants";
import { LIVE } from "./courts";
import { SLOT_TAKEN, type defenseBody, type DefenseListQuery, type DefenseRow } from "./schemas";
import { DIRECTOR_ROLES, fullName, manageScope, readScope, requestScope, userIdsOf, type Viewer } from "./scope";

const student = alias(users, "student");
const director = alias(users, "director");
const chairman = alias(users, "chairman");
const secretary = alias(users, "secretary");
const vocal = alias(users, "vocal");

const fields = {
  id: tfgDefenses.id,
  requestId: tfgDefenses.requestId,
  defenseRequestStatus: tfgDefenses.status,
  location: tfgDefenses.location,
  rejectReason: tfgDefenses.rejectReason,
  title: tfgDefenses.title,
  comments: tfgDefenses.comments,
  start: tfgDefenses.start,
  created: tfgDefenses.createdAt,
  chairman: chairman.externalId,
  secretary: secretary.externalId,
  vocal: vocal.externalId,
  chairmanName: fullName(chairman),
  secretaryName: fullName(secretary),
  vocalName: fullName(vocal),
  termId: tfgDefenses.termId,
  timeSpanId: tfgDefenses.timeSpanId,
  courtId: tfgDefenses.courtId,
  degreeId: degrees.externalId,
  degreeName: degrees.name,
  academicYearId: tfgRequests.academicYearId,
  userId: student.externalId,
  userName: fullName(student),
  dni: student.dni,
  provisionalTitle: tfgRequests.provisionalTitle,
  instructorName: fullName(director),
};

const SORTS = {
  id: tfgDefenses.id,
  created: tfgDefenses.createdAt,
  start: tfgDefenses.start,
  userName: sql`${student.familyName} || ' ' || ${student.givenName}`,
  degreeName: degrees.name,
  status: tfgDefenses.status,
  title: tfgDefenses.title,
};

function joined<F extends Record<string, unknown>>(db: Db, f: F) {
  return db
    .select(f as never)
    .from(tfgDefenses)
    .innerJoin(tfgRequests, eq(tfgRequests.id, tfgDefenses.requestId))
    .innerJoin(student, eq(student.id, tfgRequests.userId))
    .innerJoin(director, eq(director.id, tfgRequests.instructorId))
    .innerJoin(degrees, eq(degrees.id, tfgRequests.degreeId))
    .innerJoin(chairman, eq(chairman.id, tfgDefenses.chairmanId))
    .innerJoin(secretary, eq(secretary.id, tfgDefenses.secretaryId))
    .innerJoin(vocal, eq(vocal.id, tfgDefenses.vocalId));
}

type Raw = Omit<DefenseRow, "start" | "created"> & { start: Date; created: Date };
const toRow = (r: Raw): DefenseRow => ({ ...r, start: r.start.toISOString(), created: r.created.toISOString() });

/** Court members see the defenses they sit on as directors do. */
const sitsOn = (userId: number) =>
  or(eq(tfgDefenses.chairmanId, userId), eq(tfgDefenses.secretaryId, userId), eq(tfgDefenses.vocalId, userId));

/**
 * Which defenses a viewer sees: students their own; admins and secretaries all; DIRECTOR (the
 * instructor default) those of the projects they direct or whose court they sit on; GESTION (the
 * coordinator default) those of the requests they manage.
 */
function defenseScope(viewer: Viewer, filter?: "GESTION" | "DIRECTOR"): SQL | undefined {
  if (viewer.role !== "ROLE_INSTRUCTOR" && viewer.role !== "ROLE_COORD") return requestScope(viewer, filter);
  const mode = filter ?? (viewer.role === "ROLE_COORD" ? "GESTION" : "DIRECTOR");
  return mode === "DIRECTOR"
    ? or(requestScope(viewer, "DIRECTOR"), sitsOn(viewer.id))
    : requestScope(viewer, "GESTION");
}

/** `GET /tfg-api/requests/defenses`. */
export async function listDefenses(db: Db, viewer: Viewer, q: DefenseListQuery): Promise<Page<DefenseRow>> {
  const where = and(
    defenseScope(viewer, q.filter),
    q.degreeIds.length ? inArray(degrees.externalId, q.degreeIds) : undefined,
    q.requestId ? eq(tfgDefenses.requestId, q.requestId) : undefined,
    q.studentId && viewer.role !== "ROLE_STUDENT" ? eq(student.externalId, q.studentId) : undefined,
    q.status ? eq(tfgDefenses.status, q.status) : undefined,
    q.tribunalId ? eq(tfgDefenses.courtId, q.tribunalId) : undefined,
  );
  const page = await pagedList(db, q, {
    fields,
    rows: (f) => joined(db, f).where(where).$dynamic(),
    sorts: SORTS,
    defaultSort: "created",
    tiebreak: tfgDefenses.id,
  });
  return { content: page.content.map((r) => toRow(r as Raw)), totalElements: page.totalElements };
}

export async function defenseRow(db: Db, id: number): Promise<DefenseRow> {
  const [row] = (await joined(db, fields).where(eq(tfgDefenses.id, id))) as Raw[];
  if (!row) throw new NotFoundError("No se ha encontrado la solicitud de defensa");
  return toRow(row);
}

/** The defense `defenseId` of request `requestId` inside `scope`, else 404. */
async function defenseInScope(db: Db, requestId: number, defenseId: number, scope: SQL | undefined) {
  const [row] = await db
    .select({ defense: tfgDefenses })
    .from(tfgDefenses)
    .innerJoin(tfgRequests, eq(tfgRequests.id, tfgDefenses.requestId))
    .where(and(eq(tfgDefenses.id, defenseId), eq(tfgDefenses.requestId, requestId), scope));
  if (!row) throw new NotFoundError("No se ha encontrado la solicitud de defensa");
  return row.defense;
}

type Input = z.infer<typeof defenseBody>;

const MEMBER_LABELS = { chairman: "presidente", secretary: "secretario", vocal: "vocal" } as const;

/**
 * Checks everything a defense needs and takes its slot, all in the caller's transaction:
 * an ACCEPTED request, a DEFENSE call of its degree open now, a court of its degree and year with
 * that slot, three different members none of whom directs the project (400 naming who), no member
 * busy in an overlapping live defense (409, checked while holding the members' rows so two
 * requests cannot both pass; the caller holds the request's row against a director change), and the slot itself (the partial unique index turns a race into 409).
 */
async function resolveDefense(db: Db, request: typeof tfgRequests.$inferSelect, body: Input, ownId?: number) {
  if (request.status !== "ACCEPTED")
    throw new ConflictError("Solo se puede pedir la defensa de una solicitud aceptada");
  const [term] = await db
    .select({ id: tfgTerms.id, start: tfgTerms.start, end: tfgTerms.end })
    .from(tfgTerms)
    .innerJoin(
      tfgTermDegrees,
      and(eq(tfgTermDegrees.termId, tfgTerms.id), eq(tfgTermDegrees.degreeId, request.degreeId)),
    )
    .where(and(eq(tfgTerms.id, body.termId), eq(tfgTerms.type, "DEFENSE")));
  if (!term)
    throw new ValidationError("El periodo de defensa no existe para esta titulación", {
      termId: ["El periodo de defensa no existe"],
    });
  const now = Date.now();
  if (!ownId && (term.start.getTime() > now || term.end.getTime() < now)) {
    throw new ValidationError("El periodo de defensa no está abierto", {
      termId: ["El periodo de defensa no está abierto"],
    });
  }
  const [span] = await db
    .select({ id: tfgTimeSpans.id, start: tfgTimeSpans.start, end: tfgTimeSpans.end })
    .from(tfgTimeSpans)
    .innerJoin(tfgCourts, eq(tfgCourts.id, tfgTimeSpans.courtId))
    .innerJoin(
      tfgCourtDegrees,
      and(eq(tfgCourtDegrees.courtId, tfgCourts.id), eq(tfgCourtDegrees.degreeId, request.degreeId)),
    )
    .where(
      and(
        eq(tfgTimeSpans.id, body.timeSpanId),
        eq(tfgCourts.id, body.courtId),
        eq(tfgCourts.academicYearId, request.academicYearId),
      ),
    );
  if (!span)
    throw new ValidationError("La franja horaria no pertenece a un tribunal de esta titulación", {
      timeSpanId: ["Franja horaria no válida"],
    });
  // Said before the members' overlap, which the same court's members in a taken slot would also meet.
  const [holder] = await db
    .select({ id: tfgDefenses.id })
    .from(tfgDefenses)
    .where(
      and(
        eq(tfgDefenses.timeSpanId, span.id),
        inArray(tfgDefenses.status, [...LIVE]),
        ownId ? ne(tfgDefenses.id, ownId) : undefined,
      ),
    )
    .limit(1);
  if (holder) throw new ConflictError(SLOT_TAKEN);

  const roles = ["chairman", "secretary", "vocal"] as const;
  const ids = await userIdsOf(
    db,
    roles.map((r) => body[r]),
    DIRECTOR_ROLES,
    "profesor",
    "chairman",
  );
  const member = {
    chairman: ids.get(body.chairman)!,
    secretary: ids.get(body.secretary)!,
    vocal: ids.get(body.vocal)!,
  };
  for (const [i, a] of roles.entries()) {
    for (const b of roles.slice(i + 1)) {
      if (member[a] === member[b]) {
        const message = `El ${MEMBER_LABELS[a]} y el ${MEMBER_LABELS[b]} del tribunal deben ser personas distintas`;
        throw new ValidationError(message, { [b]: [message] });
      }
    }
    if (member[a] === request.instructorId) {
      const message = `El ${MEMBER_LABELS[a]} del tribunal no puede ser el director del trabajo`;
      throw new ValidationError(message, { [a]: [message] });
    }
  }
  const memberIds = Object.values(member).sort((x, y) => x - y);
  await db.execute(sql`select id from ${users} where id in ${memberIds} order by id for update`);
  const [busy] = await db
    .select({
      id: tfgDefenses.id,
      chairmanId: tfgDefenses.chairmanId,
      secretaryId: tfgDefenses.secretaryId,
      vocalId: tfgDefenses.vocalId,
    })
    .from(tfgDefenses)
    .where(
      and(
        inArray(tfgDefenses.status, [...LIVE]),
        ownId ? ne(tfgDefenses.id, ownId) : undefined,
        lt(tfgDefenses.start, span.end),
        gt(tfgDefenses.end, span.start),
        or(
          inArray(tfgDefenses.chairmanId, memberIds),
          inArray(tfgDefenses.secretaryId, memberIds),
          inArray(tfgDefenses.vocalId, memberIds),
        ),
      ),
    )
    .limit(1);
  if (busy) {
    const who = roles.find((r) => [busy.chairmanId, busy.secretaryId, busy.vocalId].includes(member[r]))!;
    throw new ConflictError(`El ${MEMBER_LABELS[who]} del tribunal ya tiene otra defensa en ese horario`);
  }
  return {
    termId: term.id,
    courtId: body.courtId,
    timeSpanId: span.id,
    start: span.start,
    end: span.end,
    chairmanId: member.chairman,
    secretaryId: member.secretary,
    vocalId: member.vocal,
    title: body.title,
    comments: body.comments,
  };
}

/** The constraint a database error names (postgres.js says `constraint_name`, PGlite `constraint`). */
function constraintOf(err: unknown): string | undefined {
  for (let e: unknown = err; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const c = e as { constraint_name?: unknown; constraint?: unknown };
    const name = c.constraint_name ?? c.constraint;
    if (typeof name === "string") return name;
  }
  return undefined;
}

/** The partial unique indexes on live defenses give the slot's (and the request's) 409. */
async function guardSlot<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (sqlState(err) === "23505") {
      throw new ConflictError(
        constraintOf(err) === "tfg_defenses_request_key"
          ? "Ya existe una solicitud de defensa para este trabajo"
          : SLOT_TAKEN,
      );
    }
    throw err;
  }
}

/**
 * Editing a request's director must not seat them on the court of the project's live defense (400
 * naming the seat). The request's row is held first: a defense being created holds it too, so the
 * two cannot pass their checks against each other's old state.
 */
export async function assertDirectorOffCourt(db: Db, requestId: number, instructorId: number) {
  await db.select({ id: tfgRequests.id }).from(tfgRequests).where(eq(tfgRequests.id, requestId)).for("update");
  const [live] = await db
    .select({ chairmanId: tfgDefenses.chairmanId, secretaryId: tfgDefenses.secretaryId, vocalId: tfgDefenses.vocalId })
    .from(tfgDefenses)
    .where(and(eq(tfgDefenses.requestId, requestId), inArray(tfgDefenses.status, [...LIVE])));
  const seat = (["chairman", "secretary", "vocal"] as const).find((r) => live?.[`${r}Id`] === instructorId);
  if (seat) {
    const message = `El director no puede ser el ${MEMBER_LABELS[seat]} del tribunal de la defensa de este trabajo`;
    throw new ValidationError(message, { instructorId: [message] });
  }
}

/** `POST /tfg-api/requests/{id}/defenses`: the student for their accepted request, or staff who manage it. */
export async function createDefense(db: Db, viewer: Viewer, requestId: number, body: Input) {
  const scope = viewer.role === "ROLE_STUDENT" ? eq(tfgRequests.userId, viewer.id) : manageScope(viewer);
  const [request] = await db
    .select()
    .from(tfgRequests)
    .where(and(eq(tfgRequests.id, requestId), scope))
    .for("update");
  if (!request) throw new NotFoundError("No se ha encontrado la solicitud");
  const values = await resolveDefense(db, request, body);
  const [created] = await guardSlot(() =>
    db
      .insert(tfgDefenses)
      .values({ ...values, requestId })
      .returning({ id: tfgDefenses.id }),
  );
  return defenseRow(db, created!.id);
}

/**
 * `PATCH …/defenses/{id}` (staff, OPEN or ACCEPTED): moving to another slot frees the old one in
 * the same UPDATE; the defense's own slot stays available to it.
 */
export async function updateDefense(db: Db, viewer: Viewer, requestId: number, id: number, body: Input) {
  const current = await defenseInScope(db, requestId, id, manageScope(viewer));
  if (current.status !== "OPEN" && current.status !== "ACCEPTED") {
    throw new ConflictError(`No se puede editar la solicitud de defensa (estado: ${STATUS_LABELS[current.status]})`);
  }
  const [request] = await db.select().from(tfgRequests).where(eq(tfgRequests.id, requestId)).for("update");
  const values = await resolveDefense(db, request!, body, id);
  const location = current.status === "ACCEPTED" ? (body.location ?? current.location) : current.location;
  await guardSlot(() =>
    db
      .update(tfgDefenses)
      .set({ ...values, location })
      .where(eq(tfgDefenses.id, id)),
  );
  return defenseRow(db, id);
}

/** Moves an OPEN defense on in one conditional UPDATE; any other state is a 409. */
async function leaveOpen(db: Db, id: number, set: Partial<typeof tfgDefenses.$inferInsert>, action: string) {
  const [moved] = await db
    .update(tfgDefenses)
    .set(set)
    .where(and(eq(tfgDefenses.id, id), eq(tfgDefenses.status, "OPEN")))
    .returning({ id: tfgDefenses.id });
  if (!moved) {
    const [now] = await db.select({ status: tfgDefenses.status }).from(tfgDefenses).where(eq(tfgDefenses.id, id));
    throw new ConflictError(
      `No se puede ${action} la solicitud de defensa porque no está pendiente (estado: ${STATUS_LABELS[now?.status ?? "CANCELED"]})`,
    );
  }
  return defenseRow(db, id);
}

export async function acceptDefense(db: Db, viewer: Viewer, requestId: number, id: number, location: string) {
  await defenseInScope(db, requestId, id, manageScope(viewer));
  return leaveOpen(db, id, { status: "ACCEPTED", location, rejectReason: null }, "aceptar");
}

/** Rejecting frees the slot: the unique index only counts live defenses. */
export async function rejectDefense(db: Db, viewer: Viewer, requestId: number, id: number, reason: string | null) {
  await defenseInScope(db, requestId, id, manageScope(viewer));
  return leaveOpen(db, id, { status: "REJECTED", rejectReason: reason }, "rechazar");
}

export async function cancelDefense(db: Db, viewer: Viewer, requestId: number, id: number) {
  await defenseInScope(db, requestId, id, eq(tfgRequests.userId, viewer.id));
  return leaveOpen(db, id, { status: "CANCELED" }, "cancelar");
}

function defensePdfDocument(d: DefenseRow): PdfDocument {
  return {
    title: "Defensa de Trabajo Fin de Grado / Máster",
    subtitle: d.degreeName,
    blocks: [
      { kind: "heading", text: "Alumno" },
      {
        kind: "fields",
        rows: [
          { label: "Nombre", value: d.userName },
          { label: "DNI", value: d.dni },
        ],
      },
      { kind: "heading", text: "Defensa" },
      {
        kind: "fields",
        rows: [
          { label: "Número de solicitud", value: String(d.id) },
          { label: "Título", value: d.title ?? d.provisionalTitle ?? "—" },
          { label: "Director", value: d.instructorName },
          { label: "Fecha y hora", value: formatDateTime(d.start) },
          { label: "Lugar", value: d.location ?? "" },
          { label: "Presidente", value: d.chairmanName },
          { label: "Secretario", value: d.secretaryName },
          { label: "Vocal", value: d.vocalName },
          { label: "Estado", value: STATUS_LABELS[d.defenseRequestStatus] },
        ],
      },
      {
        kind: "paragraph",
        text: `${d.userName} defenderá su trabajo el ${formatDateTime(d.start)} en ${d.location ?? ""} ante el tribunal formado por ${d.chairmanName}, ${d.secretaryName} y ${d.vocalName}.`,
      },
      { kind: "signatures", boxes: ["El presidente", "El secretario", "El vocal"] },
    ],
  };
}

/** `GET …/defenses/{id}/pdf`: an ACCEPTED defense the viewer may read, issued through lib/pdf. */
export async function defensePdf(db: Db, viewer: Viewer, requestId: number, id: number): Promise<Response> {
  const scope =
    viewer.role === "ROLE_INSTRUCTOR" || viewer.role === "ROLE_COORD"
      ? or(readScope(viewer), sitsOn(viewer.id))
      : readScope(viewer);
  await defenseInScope(db, requestId, id, scope);
  const row = await defenseRow(db, id);
  if (row.defenseRequestStatus !== "ACCEPTED")
    throw new ConflictError("Solo se puede descargar el PDF de una defensa aceptada");
  const [owner] = await db
    .select({ userId: tfgRequests.userId })
    .from(tfgRequests)
    .where(eq(tfgRequests.id, requestId));
  const { bytes } = await issuePdf(db, defensePdfDocument(row), {
    kind: "Defensa de TFG/TFM",
    ownerUserId: owner!.userId,
  });
  return new Response(new Uint8Array(bytes), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": contentDisposition(`Defensa TFG ${row.id} - ${row.userName}.pdf`),
      "cache-control": "private, no-store",
    },
  });
}
