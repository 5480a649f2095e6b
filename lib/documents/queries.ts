import { and, asc, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { fullName } from "@/db/full-name";
import { documents, documentTypes, users } from "@/db/schema";
import { NotFoundError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session-store";
import { msg } from "@/lib/i18n/message";
import { pagedList } from "@/lib/list/paged-list";
import type { Page } from "@/lib/validation/common";
import type { DocumentListQuery, DocumentRow, DocumentTypeRow } from "./schemas";

const SORT_COLUMNS = { created: documents.createdAt, modified: documents.modifiedAt, status: documents.status };

const rowShape = {
  id: documents.id,
  studentId: users.externalId,
  studentName: fullName(users),
  studentGivenName: users.givenName,
  studentFamilyName: users.familyName,
  studentDni: users.dni,
  documentType: documents.documentTypeId,
  documentTypeName: documentTypes.name,
  documentFilename: documents.filename,
  status: documents.status,
  reason: documents.reason,
  created: documents.createdAt,
  modified: documents.modifiedAt,
};

/** Students see their own documents; coordinators see all, filtered by student and pending. */
export async function listDocuments(db: Db, viewer: SessionUser, q: DocumentListQuery): Promise<Page<DocumentRow>> {
  // Every filter is on `documents`, so the count reads that table alone.
  const where = and(
    viewer.role === "ROLE_STUDENT" ? eq(documents.studentId, viewer.id) : undefined,
    viewer.role !== "ROLE_STUDENT" && q.studentId
      ? eq(documents.studentId, db.select({ id: users.id }).from(users).where(eq(users.externalId, q.studentId)))
      : undefined,
    q.pending ? eq(documents.status, "PENDING") : undefined,
  );
  return pagedList(db, q, {
    fields: rowShape,
    counted: () => db.select({ id: documents.id }).from(documents).where(where).$dynamic(),
    rows: (fields) =>
      db
        .select(fields)
        .from(documents)
        .innerJoin(users, eq(users.id, documents.studentId))
        .innerJoin(documentTypes, eq(documentTypes.id, documents.documentTypeId))
        .where(where)
        .$dynamic(),
    sorts: SORT_COLUMNS,
    defaultSort: "created",
    tiebreak: documents.id,
    row: (r) => ({ ...r, created: r.created.toISOString(), modified: r.modified.toISOString() }),
  });
}

/** A document the viewer may read: a student only their own (anything else is 404, never 403, to leak nothing). */
export async function readableDocument(db: Db, viewer: SessionUser, id: number) {
  const [doc] = await db.select().from(documents).where(eq(documents.id, id));
  if (!doc || (viewer.role === "ROLE_STUDENT" && doc.studentId !== viewer.id)) {
    throw new NotFoundError(msg("documents.errors.notFound"));
  }
  return doc;
}

export async function listDocumentTypes(db: Db): Promise<DocumentTypeRow[]> {
  return db
    .select({ id: documentTypes.id, name: documentTypes.name })
    .from(documentTypes)
    .orderBy(asc(documentTypes.name));
}
