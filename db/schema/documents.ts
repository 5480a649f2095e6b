import { sql } from "drizzle-orm";
import { index, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { DOCUMENT_STATUSES } from "../enums/documents";
import { storedFiles } from "./platform";
import { users } from "./reference";

export const documentStatusEnum = pgEnum("document_status", DOCUMENT_STATUSES);

export const documentTypes = pgTable(
  "document_types",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
  },
  (t) => [uniqueIndex("document_types_name_key").on(sql`lower(${t.name})`)],
);

export const documents = pgTable(
  "documents",
  {
    id: serial("id").primaryKey(),
    studentId: integer("student_id")
      .notNull()
      .references(() => users.id),
    documentTypeId: integer("document_type_id")
      .notNull()
      .references(() => documentTypes.id, { onDelete: "restrict" }),
    fileId: integer("file_id")
      .notNull()
      .references(() => storedFiles.id),
    filename: text("filename").notNull(),
    status: documentStatusEnum("status").notNull().default("PENDING"),
    reason: text("reason"),
    reviewedBy: integer("reviewed_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp("modified_at", { withTimezone: true }).notNull().defaultNow(),
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
