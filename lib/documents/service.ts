import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { documents, documentTypes } from "@/db/schema";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session-store";
import type { Locale } from "@/lib/i18n/locales";
import { msg } from "@/lib/i18n/message";
import { defaultLocale } from "@/lib/i18n/offered";
import { translate } from "@/lib/i18n/translate";
import { decodeDataUrl } from "@/lib/files/data-url";
import { sanitizeFileName } from "@/lib/files/file-name";
import { storeFile } from "@/lib/files/store";
import type { z } from "@/lib/validation/z";
import type { documentTypeBody, uploadDocumentBody } from "./schemas";
import { DOCUMENT_TRANSITIONS, type DocumentAction, type DocumentTransition } from "./transitions";

/** A student hands in a document; it starts PENDING. `locale`: the requester's, for the field error. */
export async function uploadDocument(
  db: Db,
  student: SessionUser,
  body: z.infer<typeof uploadDocumentBody>,
  locale: Locale = defaultLocale(),
) {
  const [type] = await db
    .select({ id: documentTypes.id })
    .from(documentTypes)
    .where(eq(documentTypes.id, body.documentType));
  if (!type) {
    const unknown = translate(locale, msg("documents.errors.typeUnknown"));
    throw new ValidationError(msg("documents.errors.missingTypeOrFile"), { documentType: [unknown] });
  }
  const filename = sanitizeFileName(body.documentFilename);
  const file = await storeFile(db, student, decodeDataUrl(body.documentFileBytes), filename);
  const [doc] = await db
    .insert(documents)
    .values({ studentId: student.id, documentTypeId: type.id, fileId: file.id, filename })
    .returning({ id: documents.id, status: documents.status });
  return doc!;
}

/**
 * Takes one row of the transitions table on a document: a role the table leaves out is a 403; then
 * one conditional UPDATE from the row's states, so two coordinators acting at once cannot both
 * succeed. A document in another state is a 409 and nothing changes.
 */
async function leaveState(db: Db, action: DocumentAction, coordinator: SessionUser, id: number, reason: string | null) {
  const t: DocumentTransition = DOCUMENT_TRANSITIONS[action];
  if (!t.roles.includes(coordinator.role)) throw new ForbiddenError();
  const [updated] = await db
    .update(documents)
    .set({ status: t.to, reason, reviewedBy: coordinator.id, modifiedAt: sql`now()` })
    .where(and(eq(documents.id, id), inArray(documents.status, [...t.from])))
    .returning({ id: documents.id, status: documents.status, reason: documents.reason });
  if (updated) return updated;
  const [exists] = await db.select({ id: documents.id }).from(documents).where(eq(documents.id, id));
  if (!exists) throw new NotFoundError(msg("documents.errors.notFound"));
  throw new ConflictError(t.conflict);
}

export const approveDocument = (db: Db, coordinator: SessionUser, id: number) =>
  leaveState(db, "approve", coordinator, id, null);

export const rejectDocument = (db: Db, coordinator: SessionUser, id: number, reason: string) =>
  leaveState(db, "reject", coordinator, id, reason);

export async function createDocumentType(db: Db, body: z.infer<typeof documentTypeBody>) {
  const [existing] = await db
    .select({ id: documentTypes.id })
    .from(documentTypes)
    .where(sql`lower(${documentTypes.name}) = lower(${body.name})`);
  if (existing) throw new ConflictError(msg("documents.errors.typeDuplicate"));
  const [row] = await db.insert(documentTypes).values({ name: body.name }).returning();
  return row!;
}

/** Deleting a type that documents still use is refused: their type would be lost. */
export async function deleteDocumentType(db: Db, id: number) {
  const [inUse] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(eq(documents.documentTypeId, id))
    .limit(1);
  if (inUse) throw new ConflictError(msg("documents.errors.typeInUse"));
  const [deleted] = await db.delete(documentTypes).where(eq(documentTypes.id, id)).returning({ id: documentTypes.id });
  if (!deleted) throw new NotFoundError(msg("documents.errors.typeNotFound"));
  return deleted;
}
