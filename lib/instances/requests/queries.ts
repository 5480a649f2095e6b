import { and, eq, ilike, inArray, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "@/db";
import { fullName } from "@/db/full-name";
import { instanceRegistrations, instances, instanceTemplates, instanceTypes, users } from "@/db/schema";
import { NotFoundError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session-store";
import { withinDays } from "@/lib/list/day-range";
import { escapeLike } from "@/lib/list/like";
import { allRows, pagedList } from "@/lib/list/paged-list";
import type { Page } from "@/lib/validation/common";
import { MESSAGES } from "../messages";
import type { InstanceListQuery } from "./list-query";
import type { InstanceRow } from "./schemas";

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
  closedBy: fullName(closer),
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

/** Who changed a request or uploaded its file, as the detail shows them: 'Nombre Apellidos (id)'. */
export const author = alias(users, "author");
/** Whoever changed a request or uploaded its file, by name. */
export const authorName = fullName(author);
