import { sql } from "drizzle-orm";
import { index, pgEnum, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { DOCUMENT_STATUSES } from "../enums/documents";
import { id, ref, timestamps } from "../columns";
import { attachedFile, optionalUserRef, userRef } from "../foreign-keys";

export const documentStatusEnum = pgEnum("document_status", DOCUMENT_STATUSES);

export const documentTypes = pgTable(
  "document_types",
  {
    id: id(),
    name: text("name").notNull(),
  },
  (t) => [uniqueIndex("document_types_name_key").on(sql`lower(${t.name})`)],
);

export const documents = pgTable(
  "documents",
  {
    id: id(),
    studentId: userRef("student_id"),
    documentTypeId: ref("document_type_id", () => documentTypes.id, { onDelete: "restrict" }),
    ...attachedFile(),
    status: documentStatusEnum("status").notNull().default("PENDING"),
    reason: text("reason"),
    reviewedBy: optionalUserRef("reviewed_by"),
    ...timestamps(),
  },
  // One index per filter + sort of the review screen (none or 'pending' × created, modified,
  // status), ending in the id tiebreak, so a page is read in index order and stops at its last row.
  (t) => [
    index("documents_student_idx").on(t.studentId, t.createdAt),
    index("documents_created_idx").on(t.createdAt, t.id),
    index("documents_modified_idx").on(t.modifiedAt, t.id),
    index("documents_status_idx").on(t.status, t.createdAt, t.id),
    index("documents_status_modified_idx").on(t.status, t.modifiedAt, t.id),
    index("documents_status_id_idx").on(t.status, t.id),
    index("documents_type_idx").on(t.documentTypeId),
  ],
);
