import { sql } from "drizzle-orm";
import { index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { id, instant } from "../columns";
import { fileRef, optionalUserRef } from "../foreign-keys";

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
    id: id(),
    code: text("code").notNull().unique(),
    sha256: text("sha256").notNull(),
    kind: text("kind").notNull(),
    ownerUserId: optionalUserRef("owner_user_id", { onDelete: "set null" }),
    issuedAt: instant("issued_at").notNull(),
    fileId: fileRef(),
    /** What the document is of, e.g. `enrollment-request:18`; null on documents issued before subjects existed. */
    subject: text("subject"),
    /** SHA-256 of the document's content, without its code, QR and issue date. */
    fingerprint: text("fingerprint"),
    /** When a changed version of the same subject was issued; null while this is the current one. */
    supersededAt: instant("superseded_at"),
  },
  (t) => [
    index("issued_documents_sha256_idx").on(t.sha256),
    index("issued_documents_owner_idx").on(t.ownerUserId),
    uniqueIndex("issued_documents_current_subject_idx")
      .on(t.subject)
      .where(sql`superseded_at is null`),
  ],
);
