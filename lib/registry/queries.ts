import { and, asc, desc, eq, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";
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

function select(db: Db, q: RegistryListQuery, where: SQL | undefined = filters(q)) {
  const column = SORT_COLUMNS[q.sort ?? "created"];
  return db
    .select(rowShape)
    .from(registryEntries)
    .innerJoin(academicYears, eq(academicYears.id, registryEntries.termId))
    .leftJoin(users, eq(users.id, registryEntries.userId))
    .where(where)
    .orderBy(q.direction === "asc" ? asc(column) : desc(column), desc(registryEntries.id));
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

/** Every filtered entry, a page at a time, for the CSV export. */
export async function* allRegistryEntries(db: Db, q: RegistryListQuery): AsyncGenerator<RegistryEntryRow> {
  const size = 500;
  for (let page = 0; ; page++) {
    const rows = await select(db, q).limit(size).offset(page * size);
    yield* rows.map(toRow);
    if (rows.length < size) return;
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
