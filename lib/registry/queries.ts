import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "@/db";
import { academicYears, registryEntries, registryHistory, users } from "@/db/schema";
import { NotFoundError } from "@/lib/api/errors";
import { madridInputToIso } from "@/lib/dates";
import type { Page } from "@/lib/validation/common";
import type { RegistryEntryRow, RegistryHistoryRow, RegistryListQuery, RegistryTerm, RegistryUserOption } from "./schemas";

const SORT_COLUMNS = { id: registryEntries.id, code: registryEntries.code, created: registryEntries.createdAt, modified: registryEntries.modifiedAt };

const rowShape = {
  id: registryEntries.id,
  bookType: registryEntries.bookType,
  code: registryEntries.code,
  type: registryEntries.type,
  created: registryEntries.createdAt,
  modified: registryEntries.modifiedAt,
  userExternalId: users.externalId,
  userName: sql<string | null>`${users.givenName} || ' ' || ${users.familyName}`,
  receiver: registryEntries.receiver,
  documentType: registryEntries.documentType,
  file: registryEntries.filename,
  text: registryEntries.text,
  term: registryEntries.termId,
  termName: academicYears.name,
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The filters of the list, the page and the CSV export: one place. */
function filters(q: RegistryListQuery): SQL | undefined {
  const like = q.q ? `%${escapeLike(q.q)}%` : undefined;
  const nextDay = (d: string) => new Date(new Date(madridInputToIso(d, "00:00")).getTime() + 86_400_000);
  return and(
    q.bookType ? eq(registryEntries.bookType, q.bookType) : undefined,
    q.type ? eq(registryEntries.type, q.type) : undefined,
    q.term ? eq(registryEntries.termId, q.term) : undefined,
    q.from ? gte(registryEntries.createdAt, new Date(madridInputToIso(q.from, "00:00"))) : undefined,
    q.to ? lt(registryEntries.createdAt, nextDay(q.to)) : undefined,
    like
      ? or(
          ilike(registryEntries.code, like),
          ilike(registryEntries.receiver, like),
          ilike(registryEntries.documentType, like),
          ilike(registryEntries.text, like),
          ilike(users.externalId, like),
          ilike(sql`${users.givenName} || ' ' || ${users.familyName}`, like),
        )
      : undefined,
  );
}

/** The list's order, with the id as tiebreak. */
function ordering(q: RegistryListQuery) {
  const column = SORT_COLUMNS[q.sort ?? "created"];
  return [q.direction === "asc" ? asc(column) : desc(column), desc(registryEntries.id)];
}

function select(db: Db, q: RegistryListQuery, where: SQL | undefined = filters(q)) {
  return db
    .select(rowShape)
    .from(registryEntries)
    .innerJoin(academicYears, eq(academicYears.id, registryEntries.termId))
    .leftJoin(users, eq(users.id, registryEntries.userId))
    .where(where)
    .orderBy(...ordering(q));
}

type RawRow = Awaited<ReturnType<typeof select>>[number];
const toRow = (r: RawRow): RegistryEntryRow => ({ ...r, created: r.created.toISOString(), modified: r.modified.toISOString() });

export async function listRegistryEntries(db: Db, q: RegistryListQuery): Promise<Page<RegistryEntryRow>> {
  const [rows, [total]] = await Promise.all([
    select(db, q).limit(q.size).offset(q.page * q.size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(registryEntries)
      .leftJoin(users, eq(users.id, registryEntries.userId))
      .where(filters(q)),
  ]);
  return { content: rows.map(toRow), totalElements: total?.n ?? 0 };
}

/**
 * Every filtered entry for the CSV export, each exactly once: the ids of the filtered rows, in the
 * list's order, come from one statement (one snapshot), then the rows are read by id in batches.
 * No OFFSET, so an edit during the export can neither skip nor repeat a row, and the cost stays
 * linear in the size of the book. (Not one long transaction: on the embedded database it would
 * hold the only connection for as long as the client takes to download.)
 */
export async function* allRegistryEntries(db: Db, q: RegistryListQuery): AsyncGenerator<RegistryEntryRow> {
  const batch = 500;
  const order = (
    await db
      .select({ id: registryEntries.id })
      .from(registryEntries)
      .leftJoin(users, eq(users.id, registryEntries.userId))
      .where(filters(q))
      .orderBy(...ordering(q))
  ).map((r) => r.id);
  for (let i = 0; i < order.length; i += batch) {
    const ids = order.slice(i, i + batch);
    const rows = new Map((await select(db, q, inArray(registryEntries.id, ids))).map((r) => [r.id, r]));
    for (const id of ids) {
      const row = rows.get(id);
      if (row) yield toRow(row);
    }
  }
}

export async function getRegistryEntry(db: Db, id: number): Promise<RegistryEntryRow & { history: RegistryHistoryRow[] }> {
  const [row] = await select(db, { page: 0, size: 1, direction: "desc" }, eq(registryEntries.id, id));
  if (!row) throw new NotFoundError("No se ha encontrado el registro");
  const author = alias(users, "author");
  const history = await db
    .select({
      id: registryHistory.id,
      action: registryHistory.action,
      changedAt: registryHistory.changedAt,
      changedBy: sql<string | null>`${author.givenName} || ' ' || ${author.familyName} || ' (' || ${author.externalId} || ')'`,
      changes: registryHistory.changes,
    })
    .from(registryHistory)
    .leftJoin(author, eq(author.id, registryHistory.changedBy))
    .where(eq(registryHistory.entryId, id))
    .orderBy(desc(registryHistory.changedAt), desc(registryHistory.id));
  return { ...toRow(row), history: history.map((h) => ({ ...h, changedAt: h.changedAt.toISOString() })) };
}

/** Registry terms are the academic years, newest first. */
export async function listRegistryTerms(db: Db): Promise<RegistryTerm[]> {
  return db.select({ id: academicYears.id, name: academicYears.name }).from(academicYears).orderBy(desc(academicYears.name));
}

/** 'Busqueda de usuario': by id (externalId or DNI, from the start) or by family name (anywhere in it). */
export async function searchRegistryUsers(db: Db, kind: "id" | "family", term: string): Promise<RegistryUserOption[]> {
  const like = escapeLike(term);
  const where =
    kind === "id"
      ? or(ilike(users.externalId, `${like}%`), ilike(users.dni, `${like}%`))
      : ilike(users.familyName, `%${like}%`);
  return db
    .select({
      externalId: users.externalId,
      dni: users.dni,
      name: sql<string>`${users.givenName} || ' ' || ${users.familyName}`,
      email: users.email,
    })
    .from(users)
    .where(where)
    .orderBy(asc(users.familyName), asc(users.givenName))
    .limit(20);
}
