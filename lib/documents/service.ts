import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { documents, documentTypes } from "@/db/schema";
import { ConflictError, NotFoundError, ValidationError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session-store";
import { decodeDataUrl } from "@/lib/files/data-url";
import { sanitizeFileName } from "@/lib/files/file-name";
import { storeFile } from "@/lib/files/store";
import type { z } from "@/lib/validation/z";
import { MISSING_TYPE_OR_FILE, type documentTypeBody, type uploadDocumentBody } from "./schemas";

/** A student hands in a document; it starts PENDING. */
export async function uploadDocument(db: Db, student: SessionUser, body: z.infer<typeof uploadDocumentBody>) {
  const [type] = await db
    .select({ id: documentTypes.id })
    .from(documentTypes)
    .where(eq(documentTypes.id, body.documentType));
  if (!type) throw new ValidationError(MISSING_TYPE_OR_FILE, { documentType: ["El tipo de documento no existe"] });
  const filename = sanitizeFileName(body.documentFilename);
  const file = await storeFile(db, student, decodeDataUrl(body.documentFileBytes), filename);
  const [doc] = await db
    .insert(documents)
    .values({ studentId: student.id, documentTypeId: type.id, fileId: file.id, filename })
    .returning({ id: documents.id, status: documents.status });
  return doc!;
}

/**
 * Moves a document from one of `from` to `to` in one conditional UPDATE, so two coordinators acting
 * at once cannot both succeed; a document in any other state is a 409 and nothing changes.
 */
async function transition(
  db: Db,
  id: number,
  from: ("PENDING" | "REJECTED")[],
  set: { status: "APPROVED" | "REJECTED"; reason: string | null; reviewedBy: number },
  conflict: string,
) {
  const [updated] = await db
    .update(documents)
    .set({ ...set, modifiedAt: sql`now()` })
    .where(and(eq(documents.id, id), inArray(documents.status, from)))
    .returning({ id: documents.id, status: documents.status, reason: documents.reason });
  if (updated) return updated;
  const [exists] = await db.select({ id: documents.id }).from(documents).where(eq(documents.id, id));
  if (!exists) throw new NotFoundError("No se ha encontrado el documento");
  throw new ConflictError(conflict);
}

export const approveDocument = (db: Db, coordinator: SessionUser, id: number) =>
  transition(
    db,
    id,
    ["PENDING", "REJECTED"],
    { status: "APPROVED", reason: null, reviewedBy: coordinator.id },
    "El documento ya está aprobado",
  );

export const rejectDocument = (db: Db, coordinator: SessionUser, id: number, reason: string) =>
  transition(
    db,
    id,
    ["PENDING"],
    { status: "REJECTED", reason, reviewedBy: coordinator.id },
    "Solo se pueden rechazar documentos pendientes",
  );

export async function createDocumentType(db: Db, body: z.infer<typeof documentTypeBody>) {
  const [existing] = await db
    .select({ id: documentTypes.id })
    .from(documentTypes)
    .where(sql`lower(${documentTypes.name}) = lower(${body.name})`);
  if (existing) throw new ConflictError("Ya existe un tipo de documento con ese nombre");
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
  if (inUse) throw new ConflictError("No se puede eliminar el tipo de documento porque hay documentos de ese tipo");
  const [deleted] = await db.delete(documentTypes).where(eq(documentTypes.id, id)).returning({ id: documentTypes.id });
  if (!deleted) throw new NotFoundError("No se ha encontrado el tipo de documento");
  return deleted;
}
