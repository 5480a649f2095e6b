import { and, asc, desc, eq, gt, ilike, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "@/db";
import {
  academicYears,
  instanceFileVersions,
  instanceHistory,
  instanceRegistrations,
  instances,
  instanceTemplates,
  instanceTypes,
  storedFiles,
  users,
} from "@/db/schema";
import { NotFoundError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session-store";
import { visibleStudents } from "@/lib/auth/student-scope";
import { withinDays } from "@/lib/list/day-range";
import { escapeLike } from "@/lib/list/like";
import { allRows, pagedList } from "@/lib/list/paged-list";
import type { Page } from "@/lib/validation/common";
import {
  MESSAGES,
  type InstanceDetail,
  type InstanceFileVersionRow,
  type InstanceListQuery,
  type InstanceRow,
  type InstanceTypeRow,
  type StudentOption,
  type TemplateRow,
  type TermOption,
} from "./schemas";

export async function listInstanceTypes(db: Db): Promise<InstanceTypeRow[]> {
  return db
    .select({ id: instanceTypes.id, name: instanceTypes.name })
    .from(instanceTypes)
    .orderBy(asc(instanceTypes.name));
}

const templateShape = {
  id: instanceTemplates.id,
  typeId: instanceTemplates.typeId,
  typeName: instanceTypes.name,
  name: instanceTemplates.name,
  start: instanceTemplates.start,
  end: instanceTemplates.end,
  termId: academicYears.externalId,
  termName: academicYears.name,
  active: instanceTemplates.active,
};

/** A template is open to requests while active and now is inside [start, end). */
export const templateIsOpen = (now: Date = new Date()) =>
  and(eq(instanceTemplates.active, true), lte(instanceTemplates.start, now), gt(instanceTemplates.end, now));

function selectTemplates(db: Db, where?: SQL) {
  return db
    .select(templateShape)
    .from(instanceTemplates)
    .innerJoin(instanceTypes, eq(instanceTypes.id, instanceTemplates.typeId))
    .innerJoin(academicYears, eq(academicYears.id, instanceTemplates.termId))
    .where(where);
}

const toTemplateRow = (r: Awaited<ReturnType<typeof selectTemplates>>[number]): TemplateRow => ({
  ...r,
  start: r.start?.toISOString() ?? null,
  end: r.end?.toISOString() ?? null,
});

/** Every template (`all`, staff), or only those open now; newest period first. */
export async function listTemplates(db: Db, all: boolean): Promise<TemplateRow[]> {
  const rows = await selectTemplates(db, all ? undefined : templateIsOpen()).orderBy(
    desc(instanceTemplates.start),
    desc(instanceTemplates.id),
  );
  return rows.map(toTemplateRow);
}

export async function getTemplate(db: Db, id: number): Promise<TemplateRow> {
  const [row] = await selectTemplates(db, eq(instanceTemplates.id, id));
  if (!row) throw new NotFoundError(MESSAGES.templateNotFound);
  return toTemplateRow(row);
}

/** The terms a template belongs to: the academic years. */
export async function listTerms(db: Db): Promise<TermOption[]> {
  return db
    .select({ name: academicYears.name, externalId: academicYears.externalId })
    .from(academicYears)
    .orderBy(desc(academicYears.name));
}

const owner = alias(users, "owner");
const closer = alias(users, "closer");

const registryCode = (kind: "ENTRY" | "EXIT") =>
  sql<string | null>`(select ${instanceRegistrations.code} from ${instanceRegistrations}
    where ${instanceRegistrations.instanceId} = ${instances.id} and ${instanceRegistrations.kind} = ${kind}
    order by ${instanceRegistrations.id} desc limit 1)`;

const dni = sql<string | null>`coalesce(${owner.dni}, ${instances.extDni})`;

const instanceShape = {
  id: instances.id,
  templateId: instances.templateId,
  templateType: instanceTypes.name,
  templateName: instanceTemplates.name,
  status: instances.status,
  userText: instances.userText,
  instructorText: instances.instructorText,
  studentFileName: instances.studentFileName,
  requestFileName: instances.responseFileName,
  created: instances.createdAt,
  closed: instances.closedAt,
  closedBy: closer.externalId,
  userExternalId: owner.externalId,
  givenName: sql<string | null>`coalesce(${owner.givenName}, ${instances.extGivenName})`,
  surname1: sql<string | null>`coalesce(${owner.familyName}, ${instances.extSurname1})`,
  dni,
  external: instances.external,
  email: sql<string | null>`coalesce(${owner.email}, ${instances.extEmail})`,
  state: sql<string | null>`coalesce(${owner.state}, ${instances.extState})`,
  city: sql<string | null>`coalesce(${owner.city}, ${instances.extCity})`,
  address: sql<string | null>`coalesce(${owner.address}, ${instances.extAddress})`,
  mobilePhone: sql<string | null>`coalesce(${owner.mobilePhone}, ${instances.extMobilePhone})`,
  homePhone: sql<string | null>`coalesce(${owner.homePhone}, ${instances.extHomePhone})`,
  entryCode: registryCode("ENTRY"),
  exitCode: registryCode("EXIT"),
};

const SORTS = {
  created: instances.createdAt,
  closed: instances.closedAt,
  id: instances.id,
  status: instances.status,
  instance: instanceTemplates.name,
};

/** A student sees only their own requests; staff filter by the fields of section 3. */
function filters(viewer: SessionUser, q: Partial<InstanceListQuery>): SQL | undefined {
  return and(
    viewer.role === "ROLE_STUDENT" ? eq(instances.userId, viewer.id) : undefined,
    q.id ? eq(instances.id, q.id) : undefined,
    q.userExternalId ? ilike(owner.externalId, escapeLike(q.userExternalId)) : undefined,
    q.instance ? ilike(instanceTemplates.name, `%${escapeLike(q.instance)}%`) : undefined,
    q.studentId ? ilike(dni, `${escapeLike(q.studentId)}%`) : undefined,
    q.status?.length ? inArray(instances.status, q.status) : undefined,
    withinDays(instances.createdAt, q.createdFrom, q.createdTo),
    withinDays(instances.closedAt, q.closedFrom, q.closedTo),
    q.external === undefined ? undefined : eq(instances.external, q.external),
  );
}

type RawInstance = { created: Date; closed: Date | null } & Omit<InstanceRow, "created" | "closed">;
const toInstanceRow = (r: RawInstance): InstanceRow => ({
  ...r,
  created: r.created.toISOString(),
  closed: r.closed?.toISOString() ?? null,
});

function fromInstances<F extends Record<string, unknown>>(db: Db, fields: F) {
  return db
    .select(fields as never)
    .from(instances)
    .innerJoin(instanceTemplates, eq(instanceTemplates.id, instances.templateId))
    .innerJoin(instanceTypes, eq(instanceTypes.id, instanceTemplates.typeId))
    .leftJoin(owner, eq(owner.id, instances.userId))
    .leftJoin(closer, eq(closer.id, instances.closedBy))
    .$dynamic();
}

/** The requests list: the viewer's filters, sorts and tiebreak, for the page and for the export. */
function listSpec(db: Db, viewer: SessionUser, q: InstanceListQuery) {
  const where = filters(viewer, q);
  return {
    fields: instanceShape,
    rows: (fields: typeof instanceShape) => fromInstances(db, fields).where(where),
    sorts: SORTS,
    defaultSort: "created" as const,
    tiebreak: instances.id,
    row: (r: unknown) => toInstanceRow(r as RawInstance),
  };
}

export async function listInstances(db: Db, viewer: SessionUser, q: InstanceListQuery): Promise<Page<InstanceRow>> {
  return pagedList(db, q, listSpec(db, viewer, q));
}

/** Every filtered request in the list's order, each once, for the CSV export. */
export function allInstances(db: Db, viewer: SessionUser, q: InstanceListQuery): AsyncGenerator<InstanceRow> {
  return allRows(db, q, listSpec(db, viewer, q));
}

/** A request the viewer may read: a student only their own (anything else is 404, to leak nothing). */
export async function readableInstance(db: Db, viewer: SessionUser, id: number): Promise<InstanceRow> {
  const [row] = (await fromInstances(db, instanceShape).where(
    and(eq(instances.id, id), filters(viewer, {})),
  )) as RawInstance[];
  if (!row) throw new NotFoundError(MESSAGES.instanceNotFound);
  return toInstanceRow(row);
}

/** The stored file ids of a request the viewer may read. */
export async function readableInstanceFiles(db: Db, viewer: SessionUser, id: number) {
  await readableInstance(db, viewer, id);
  const [row] = await db
    .select({
      studentFileId: instances.studentFileId,
      studentFileName: instances.studentFileName,
      responseFileId: instances.responseFileId,
      responseFileName: instances.responseFileName,
    })
    .from(instances)
    .where(eq(instances.id, id));
  return row!;
}

const author = alias(users, "author");
const authorName = sql<string>`${author.givenName} || ' ' || ${author.familyName} || ' (' || ${author.externalId} || ')'`;

/** Every file version of a request, oldest first (the request's file columns name the current ones). */
async function fileVersions(db: Db, id: number): Promise<InstanceFileVersionRow[]> {
  const rows = await db
    .select({
      id: instanceFileVersions.id,
      kind: instanceFileVersions.kind,
      fileName: instanceFileVersions.fileName,
      size: storedFiles.size,
      uploadedAt: instanceFileVersions.uploadedAt,
      uploadedBy: authorName,
      current: sql<boolean>`${instanceFileVersions.fileId} in (${instances.studentFileId}, ${instances.responseFileId})`,
    })
    .from(instanceFileVersions)
    .innerJoin(instances, eq(instances.id, instanceFileVersions.instanceId))
    .innerJoin(storedFiles, eq(storedFiles.id, instanceFileVersions.fileId))
    .innerJoin(author, eq(author.id, instanceFileVersions.uploadedBy))
    .where(eq(instanceFileVersions.instanceId, id))
    .orderBy(asc(instanceFileVersions.uploadedAt), asc(instanceFileVersions.id));
  return rows.map((r) => ({ ...r, current: Boolean(r.current), uploadedAt: r.uploadedAt.toISOString() }));
}

/** One file version of a request the viewer may read (a student only their own; 404 otherwise). */
export async function readableFileVersion(db: Db, viewer: SessionUser, id: number, versionId: number) {
  await readableInstance(db, viewer, id);
  const [row] = await db
    .select({ fileId: instanceFileVersions.fileId, fileName: instanceFileVersions.fileName })
    .from(instanceFileVersions)
    .where(and(eq(instanceFileVersions.id, versionId), eq(instanceFileVersions.instanceId, id)));
  if (!row) throw new NotFoundError(MESSAGES.fileNotFound);
  return row;
}

/** The request with who changed it and when, its registry codes and every version of its files. */
export async function getInstanceDetail(db: Db, viewer: SessionUser, id: number): Promise<InstanceDetail> {
  const row = await readableInstance(db, viewer, id);
  const [history, registrations, files] = await Promise.all([
    db
      .select({
        id: instanceHistory.id,
        action: instanceHistory.action,
        status: instanceHistory.status,
        changedAt: instanceHistory.changedAt,
        changedBy: authorName,
      })
      .from(instanceHistory)
      .innerJoin(author, eq(author.id, instanceHistory.changedBy))
      .where(eq(instanceHistory.instanceId, id))
      .orderBy(asc(instanceHistory.changedAt), asc(instanceHistory.id)),
    db
      .select({
        kind: instanceRegistrations.kind,
        code: instanceRegistrations.code,
        created: instanceRegistrations.createdAt,
      })
      .from(instanceRegistrations)
      .where(eq(instanceRegistrations.instanceId, id))
      .orderBy(asc(instanceRegistrations.id)),
    fileVersions(db, id),
  ]);
  return {
    ...row,
    history: history.map((h) => ({ ...h, changedAt: h.changedAt.toISOString() })),
    registrations: registrations.map((r) => ({ ...r, created: r.created.toISOString() })),
    files,
  };
}

const studentShape = {
  externalId: users.externalId,
  dni: users.dni,
  givenName: users.givenName,
  familyName: users.familyName,
  email: users.email,
};

/** A student staff may file for, by externalId or DNI (coordinators: the students of their courses). */
export async function findStudent(db: Db, staff: SessionUser, key: string): Promise<StudentOption & { id: number }> {
  const [student] = await db
    .select({ id: users.id, ...studentShape })
    .from(users)
    .where(and(or(eq(users.externalId, key), eq(sql`upper(${users.dni})`, key.toUpperCase())), visibleStudents(staff)))
    .limit(1);
  if (!student) throw new NotFoundError(MESSAGES.studentNotFound);
  return student;
}

/** The signed-in user's own data. */
export async function userInfo(db: Db, user: SessionUser): Promise<StudentOption> {
  const [row] = await db.select(studentShape).from(users).where(eq(users.id, user.id));
  if (!row) throw new NotFoundError(MESSAGES.studentNotFound);
  return row;
}
