import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { Db } from "@/db";
import { fullName } from "@/db/full-name";
import { academicYears, registryEntries, registryHistory, users } from "@/db/schema";
import { NotFoundError } from "@/lib/api/errors";
import { msg } from "@/lib/i18n/message";
import { withinDays } from "@/lib/list/day-range";
import { containsAny, escapeLike } from "@/lib/list/like";
import { containsPattern, foldSearchText } from "@/lib/student-record/search-text";
import type { RegistryChange } from "@/db/enums/registry";
import { allRows, pagedList } from "@/lib/list/paged-list";
import type { Page } from "@/lib/validation/common";
import type {
  RegistryEntryDetail,
  RegistryEntryRow,
  RegistryListQuery,
  RegistryTerm,
  RegistryUserOption,
} from "./schemas";

const SORT_COLUMNS = {
  id: registryEntries.id,
  code: registryEntries.code,
  created: registryEntries.createdAt,
  modified: registryEntries.modifiedAt,
};

const rowShape = {
  id: registryEntries.id,
  bookType: registryEntries.bookType,
  code: registryEntries.code,
  numbering: registryEntries.numbering,
  // Only entries from before codes were unique can share a code (the first holder LEGACY, the others null).
  repeated: sql<boolean>`(coalesce(${registryEntries.numbering} = 'LEGACY', true) and exists (select 1 from ${registryEntries} other
    where other.code = ${registryEntries.code} and other.id <> ${registryEntries.id}))`,
  type: registryEntries.type,
  created: registryEntries.createdAt,
  modified: registryEntries.modifiedAt,
  userExternalId: users.externalId,
  userName: fullName(users) as SQL<string | null>,
  userGivenName: users.givenName,
  userFamilyName: users.familyName,
  userDni: users.dni,
  receiver: registryEntries.receiver,
  documentType: registryEntries.documentType,
  file: registryEntries.filename,
  text: registryEntries.text,
  term: registryEntries.termId,
  termName: academicYears.name,
};

/** The filters of the list, the page and the CSV export: one place. */
function filters(q: RegistryListQuery): SQL | undefined {
  return and(
    q.bookType ? eq(registryEntries.bookType, q.bookType) : undefined,
    q.type ? eq(registryEntries.type, q.type) : undefined,
    q.term ? eq(registryEntries.termId, q.term) : undefined,
    withinDays(registryEntries.createdAt, q.from, q.to),
    q.q
      ? or(
          containsAny(q.q, [
            registryEntries.code,
            registryEntries.receiver,
            registryEntries.documentType,
            registryEntries.text,
            users.externalId,
            users.dni,
          ]),
          sql`${users.searchGivenName} || ' ' || ${users.searchFamilyName} like ${containsPattern(q.q)}`,
        )
      : undefined,
  );
}

/** The list's rows: the page, the CSV export and a single entry read the same shape. */
function listSpec(db: Db, where: SQL | undefined) {
  return {
    fields: rowShape,
    rows: (fields: typeof rowShape & { totalElements: SQL<number> }) =>
      db
        .select(fields)
        .from(registryEntries)
        .innerJoin(academicYears, eq(academicYears.id, registryEntries.termId))
        .leftJoin(users, eq(users.id, registryEntries.userId))
        .where(where)
        .$dynamic(),
    sorts: SORT_COLUMNS,
    defaultSort: "created" as const,
    tiebreak: registryEntries.id,
    row: (r: SelectResultFields<typeof rowShape>): RegistryEntryRow => ({
      ...r,
      created: r.created.toISOString(),
      modified: r.modified.toISOString(),
    }),
  };
}

export async function listRegistryEntries(db: Db, q: RegistryListQuery): Promise<Page<RegistryEntryRow>> {
  return pagedList(db, q, listSpec(db, filters(q)));
}

/** Every filtered entry in the list's order, for the CSV export. */
export function allRegistryEntries(db: Db, q: RegistryListQuery): AsyncGenerator<RegistryEntryRow> {
  return allRows(db, q, listSpec(db, filters(q)));
}

export async function getRegistryEntry(db: Db, id: number): Promise<RegistryEntryDetail> {
  const [row] = (await pagedList(db, { page: 0, size: 1, direction: "desc" }, listSpec(db, eq(registryEntries.id, id))))
    .content;
  if (!row) throw new NotFoundError(msg("registry.errors.entryNotFound"));
  const author = alias(users, "author");
  const history = await db
    .select({
      id: registryHistory.id,
      action: registryHistory.action,
      changedAt: registryHistory.changedAt,
      changedBy: fullName(author) as SQL<string | null>,
      changes: registryHistory.changes,
    })
    .from(registryHistory)
    .leftJoin(author, eq(author.id, registryHistory.changedBy))
    .where(eq(registryHistory.entryId, id))
    .orderBy(desc(registryHistory.changedAt), desc(registryHistory.id));
  return {
    ...row,
    history: history.map((h) => ({ ...h, changedAt: h.changedAt.toISOString() })),
    people: await peopleIn(db, history),
  };
}

/** The people the history names by their externalId (its user changes), to show them by name and DNI. */
async function peopleIn(db: Db, history: { changes: RegistryChange[] }[]): Promise<RegistryEntryDetail["people"]> {
  const ids = history
    .flatMap((h) => h.changes)
    .filter((c) => c.field === "userExternalId")
    .flatMap((c) => [c.old, c.new])
    .filter((v): v is string => typeof v === "string");
  if (ids.length === 0) return {};
  const rows = await db
    .select({ externalId: users.externalId, givenName: users.givenName, familyName: users.familyName, dni: users.dni })
    .from(users)
    .where(inArray(users.externalId, [...new Set(ids)]));
  return Object.fromEntries(rows.map(({ externalId, ...person }) => [externalId, person]));
}

/** Registry terms are the academic years, newest first. */
export async function listRegistryTerms(db: Db): Promise<RegistryTerm[]> {
  return db
    .select({ id: academicYears.id, name: academicYears.name })
    .from(academicYears)
    .orderBy(desc(academicYears.name));
}

/**
 * 'Búsqueda de usuario': by id (externalId or DNI, from the start) or by family name (anywhere in it),
 * on the student file's folded columns: accents and case do not matter ('gonzalez' finds 'González').
 */
export async function searchRegistryUsers(db: Db, kind: "id" | "family", term: string): Promise<RegistryUserOption[]> {
  const where =
    kind === "id"
      ? or(
          sql`${users.searchExternalId} like ${`${escapeLike(foldSearchText(term))}%`}`,
          ilike(users.dni, `${escapeLike(term)}%`),
        )
      : sql`${users.searchFamilyName} like ${containsPattern(term)}`;
  return db
    .select({
      externalId: users.externalId,
      dni: users.dni,
      name: fullName(users),
      email: users.email,
    })
    .from(users)
    .where(where)
    .orderBy(asc(users.familyName), asc(users.givenName))
    .limit(20);
}
