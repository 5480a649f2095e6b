import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { academicYears, registryEntries, registryEntryFiles, registryHistory, users } from "@/db/schema";
import { NotFoundError, ValidationError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session-store";
import { decodeDataUrl } from "@/lib/files/data-url";
import { sanitizeFileName } from "@/lib/files/file-name";
import { storeFile } from "@/lib/files/store";
import type { RegistryChange } from "./constants";
import type { RegistryEntryBody, RegistryEntryPatch } from "./schemas";

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

async function userIdOf(db: Db, externalId: string | null): Promise<number | null> {
  if (!externalId) return null;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.externalId, externalId));
  if (!user) throw new ValidationError("El usuario no existe", { userExternalId: ["El usuario no existe"] });
  return user.id;
}

async function checkTerm(db: Db, termId: number) {
  const [term] = await db.select({ id: academicYears.id }).from(academicYears).where(eq(academicYears.id, termId));
  if (!term) throw new ValidationError("El curso académico no existe", { term: ["El curso académico no existe"] });
}

/** The stored columns of a body; `created`/`modified` never come from it. */
async function valuesOf(db: Db, author: Author, body: RegistryEntryPatch): Promise<Values> {
  const values: Values = {};
  if (body.bookType !== undefined) values.bookType = body.bookType;
  if (body.code !== undefined) values.code = body.code;
  if (body.type !== undefined) values.type = body.type;
  if (body.term !== undefined) await checkTerm(db, (values.termId = body.term));
  if (body.userExternalId !== undefined) values.userId = await userIdOf(db, body.userExternalId);
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

/** A new entry, with its creation in the history (same transaction). */
export async function createRegistryEntry(db: Db, author: Author, body: RegistryEntryBody) {
  const values = (await valuesOf(db, author, body)) as Values & Pick<EntryRow, "bookType" | "code" | "type" | "termId">;
  const [entry] = await db
    .insert(registryEntries)
    .values({ ...values, createdBy: author?.id ?? null })
    .returning();
  await keepFile(db, author, entry!.id, values);
  await db.insert(registryHistory).values({
    entryId: entry!.id,
    changedBy: author?.id ?? null,
    action: "CREATE",
    changes: await changesOf(db, {}, values),
  });
  return { id: entry!.id };
}

/** Changes an entry: `modified` moves to now, `created` never changes, each changed field goes to the history. */
export async function updateRegistryEntry(db: Db, author: SessionUser, id: number, body: RegistryEntryPatch) {
  const [before] = await db.select().from(registryEntries).where(eq(registryEntries.id, id)).for("update");
  if (!before) throw new NotFoundError("No se ha encontrado el registro");
  const values = await valuesOf(db, author, body);
  await keepFile(db, author, id, values);
  const changes = await changesOf(db, before, values);
  if (changes.length === 0) return { id, changed: 0 };
  await db
    .update(registryEntries)
    .set({ ...values, modifiedAt: sql`now()` })
    .where(eq(registryEntries.id, id));
  await db.insert(registryHistory).values({ entryId: id, changedBy: author.id, action: "UPDATE", changes });
  return { id, changed: changes.length };
}
