import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { academicYears, registryEntries, registryEntryFiles, registryHistory, users } from "@/db/schema";
import { ConflictError, constraintName, NotFoundError, sqlState, ValidationError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session-store";
import { decodeDataUrl } from "@/lib/files/data-url";
import { sanitizeFileName } from "@/lib/files/file-name";
import { storeFile } from "@/lib/files/store";
import type { RegistryChange } from "@/db/enums/registry";
import { codeInBook, seriesCode, seriesYear, takeNumber } from "./numbering";
import { defaultLocale } from "@/lib/i18n/offered";
import type { Locale } from "@/lib/i18n/locales";
import { msg, type Msg } from "@/lib/i18n/message";
import { translate } from "@/lib/i18n/translate";
import {
  codeTaken,
  type CreatedRegistryEntry,
  type RegistryEntryBody,
  type RegistryEntryFields,
  type RegistryEntryPatch,
} from "./schemas";

type EntryRow = typeof registryEntries.$inferSelect;
/** Who writes an entry: a member of staff, or nobody for what the public sends (the accessibility feedback). */
type Author = SessionUser | null;
type Values = Partial<
  Pick<
    EntryRow,
    "bookType" | "code" | "type" | "termId" | "userId" | "receiver" | "documentType" | "text" | "fileId" | "filename"
  >
>;

// The fields kept in the history, under the names the API uses.
const TRACKED: [keyof Values, string][] = [
  ["bookType", "bookType"],
  ["code", "code"],
  ["type", "type"],
  ["termId", "term"],
  ["userId", "userExternalId"],
  ["receiver", "receiver"],
  ["documentType", "documentType"],
  ["text", "text"],
  ["filename", "file"],
];

/** A 400 on one field: the message said in the requester's language, on the field too. */
const fieldError = (field: string, message: Msg, locale: Locale) =>
  new ValidationError(message, { [field]: [translate(locale, message)] });

async function userIdOf(db: Db, externalId: string | null, locale: Locale): Promise<number | null> {
  if (!externalId) return null;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.externalId, externalId));
  if (!user) throw fieldError("userExternalId", msg("registry.errors.userMissing"), locale);
  return user.id;
}

async function checkTerm(db: Db, termId: number, locale: Locale) {
  const [term] = await db.select({ id: academicYears.id }).from(academicYears).where(eq(academicYears.id, termId));
  if (!term) throw fieldError("term", msg("registry.errors.termMissing"), locale);
}

/** The stored columns of a body; `created`/`modified` never come from it. */
async function valuesOf(db: Db, author: Author, body: RegistryEntryPatch, locale: Locale): Promise<Values> {
  const values: Values = {};
  if (body.bookType !== undefined) values.bookType = body.bookType;
  if (body.code !== undefined) values.code = body.code;
  if (body.type !== undefined) values.type = body.type;
  if (body.term !== undefined) await checkTerm(db, (values.termId = body.term), locale);
  if (body.userExternalId !== undefined) values.userId = await userIdOf(db, body.userExternalId, locale);
  if (body.receiver !== undefined) values.receiver = body.receiver;
  if (body.documentType !== undefined) values.documentType = body.documentType;
  if (body.text !== undefined) values.text = body.text;
  if (body.file === null) Object.assign(values, { fileId: null, filename: null });
  else if (body.file && typeof body.file === "object") {
    const filename = sanitizeFileName(body.file.name);
    const stored = await storeFile(db, author ?? "system", decodeDataUrl(body.file.dataUrl), filename);
    Object.assign(values, { fileId: stored.id, filename });
  }
  return values;
}

/** A file the body attached is kept as one of the entry's files, also once a later edit replaces or removes it. */
async function keepFile(db: Db, author: Author, entryId: number, values: Values) {
  if (values.fileId && values.filename)
    await db
      .insert(registryEntryFiles)
      .values({ entryId, fileId: values.fileId, filename: values.filename, uploadedBy: author?.id ?? null });
}

// Users are kept in the history by externalId, as the API shows them.
async function shown(db: Db, field: keyof Values, value: unknown): Promise<string | number | null> {
  if (value === null || value === undefined) return null;
  if (field !== "userId") return value as string | number;
  const [user] = await db
    .select({ externalId: users.externalId })
    .from(users)
    .where(eq(users.id, value as number));
  return user?.externalId ?? null;
}

async function changesOf(db: Db, before: Partial<EntryRow>, after: Values): Promise<RegistryChange[]> {
  const changes: RegistryChange[] = [];
  for (const [column, field] of TRACKED) {
    if (!(column in after) || (before[column] ?? null) === (after[column] ?? null)) continue;
    changes.push({ field, old: await shown(db, column, before[column]), new: await shown(db, column, after[column]) });
  }
  return changes;
}

const isCodeClash = (err: unknown) => sqlState(err) === "23505" && constraintName(err) === "registry_entries_code_key";

type Inserted = { id: number; created: Date };
type NewEntry = Values & Pick<EntryRow, "bookType" | "code" | "type" | "termId" | "numbering">;
const newEntry = (
  values: Values,
  fields: RegistryEntryFields,
  code: string,
  numbering: "SERIES" | "PAPER",
): NewEntry => ({
  ...values,
  bookType: fields.bookType,
  type: fields.type,
  termId: fields.term,
  code,
  numbering,
});

/**
 * Writes the entry with its creation in the history, unless its code is already in the book: then null.
 * The insert runs in a savepoint, so that a clash the check could not see (a concurrent entry's) leaves
 * the operation's transaction usable.
 */
async function insertUnlessTaken(db: Db, author: Author, values: NewEntry): Promise<Inserted | null> {
  if (await codeInBook(db, values.code)) return null;
  let inserted: Inserted;
  try {
    inserted = await db.transaction(async (savepoint) => {
      const [entry] = await savepoint
        .insert(registryEntries)
        .values({ ...values, createdBy: author?.id ?? null })
        .returning({ id: registryEntries.id, created: registryEntries.createdAt });
      return entry!;
    });
  } catch (err) {
    if (isCodeClash(err)) return null;
    throw err;
  }
  const { id } = inserted;
  await keepFile(db, author, id, values);
  await db.insert(registryHistory).values({
    entryId: id,
    changedBy: author?.id ?? null,
    action: "CREATE",
    changes: await changesOf(db, {}, values),
  });
  return inserted;
}

/**
 * A new entry numbered by the book: the next number of the year and type that no entry has (a code
 * copied from paper may already hold one), taken in the caller's transaction. What automatic entries use.
 */
export async function createSeriesEntry(
  db: Db,
  author: Author,
  fields: RegistryEntryFields,
  locale: Locale = defaultLocale(),
) {
  const values = await valuesOf(db, author, fields, locale);
  const year = await seriesYear(db);
  for (;;) {
    const number = await takeNumber(db, fields.type, year);
    const code = seriesCode(fields.type, year, number);
    const inserted = await insertUnlessTaken(db, author, newEntry(values, fields, code, "SERIES"));
    if (inserted) return { ...inserted, code, year, number };
  }
}

/** A new entry from the form or the API: numbered by the book, or with the code copied from paper (409 if taken). */
export async function createRegistryEntry(
  db: Db,
  author: Author,
  body: RegistryEntryBody,
  locale: Locale = defaultLocale(),
): Promise<CreatedRegistryEntry> {
  if (body.numbering === "SERIES") {
    const { id, code, created } = await createSeriesEntry(db, author, body, locale);
    return { id, code, created: created.toISOString() };
  }
  const code = body.code!;
  const values = await valuesOf(db, author, body, locale);
  const inserted = await insertUnlessTaken(db, author, newEntry(values, body, code, "PAPER"));
  if (!inserted) throw new ConflictError(codeTaken(code));
  return { id: inserted.id, code, created: inserted.created.toISOString() };
}

/** A number given by the book stays with its entry, and with it the series (type) it belongs to. */
function checkNumbering(before: EntryRow, body: RegistryEntryPatch, locale: Locale) {
  if (body.code !== undefined && body.code !== before.code && before.numbering !== "PAPER")
    throw fieldError("code", msg("registry.errors.codeFixed"), locale);
  if (body.type !== undefined && body.type !== before.type && before.numbering === "SERIES")
    throw fieldError("type", msg("registry.errors.typeFixed"), locale);
}

/** Changes an entry: `modified` moves to now, `created` never changes, each changed field goes to the history. */
export async function updateRegistryEntry(
  db: Db,
  author: SessionUser,
  id: number,
  body: RegistryEntryPatch,
  locale: Locale = defaultLocale(),
) {
  const [before] = await db.select().from(registryEntries).where(eq(registryEntries.id, id)).for("update");
  if (!before) throw new NotFoundError(msg("registry.errors.entryNotFound"));
  checkNumbering(before, body, locale);
  const values = await valuesOf(db, author, body, locale);
  if (values.code !== undefined && values.code !== before.code && (await codeInBook(db, values.code, id)))
    throw new ConflictError(codeTaken(values.code));
  await keepFile(db, author, id, values);
  const changes = await changesOf(db, before, values);
  if (changes.length === 0) return { id, changed: 0 };
  try {
    await db
      .update(registryEntries)
      .set({ ...values, modifiedAt: sql`now()` })
      .where(eq(registryEntries.id, id));
  } catch (err) {
    if (isCodeClash(err)) throw new ConflictError(codeTaken(values.code!));
    throw err;
  }
  await db.insert(registryHistory).values({ entryId: id, changedBy: author.id, action: "UPDATE", changes });
  return { id, changed: changes.length };
}
