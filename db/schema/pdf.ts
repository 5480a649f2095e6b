import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { storedFiles } from "./platform";
import { users } from "./reference";

/**
 * Every PDF the portal issued, by its código seguro de verificación: the SHA-256 of the exact bytes
 * and the bytes themselves (a stored file of its own, so no module's later changes touch it).
 * A subject (`enrollment-request:18`) has one current version: issuing it again with the same content
 * (`fingerprint`) gives that version back; a changed content supersedes it. The partial unique index
 * is what keeps concurrent issuers of one subject from issuing it twice.
 */
export const issuedDocuments = pgTable(
  "issued_documents",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull().unique(),
    sha256: text("sha256").notNull(),
    kind: text("kind").notNull(),
    ownerUserId: integer("owner_user_id").references(() => users.id, { onDelete: "set null" }),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    fileId: integer("file_id")
      .notNull()
      .references(() => storedFiles.id),
    /** What the document is of, e.g. `enrollment-request:18`; null on documents issued before subjects existed. */
    subject: text("subject"),
    /** SHA-256 of the document's content, without its code, QR and issue date. */
    fingerprint: text("fingerprint"),
    /** When a changed version of the same subject was issued; null while this is the current one. */
    supersededAt: timestamp("superseded_at", { withTimezone: true }),
  },
  (t) => [
    index("issued_documents_sha256_idx").on(t.sha256),
    index("issued_documents_owner_idx").on(t.ownerUserId),
    uniqueIndex("issued_documents_current_subject_idx")
      .on(t.subject)
      .where(sql`superseded_at is null`),
  ],
);
