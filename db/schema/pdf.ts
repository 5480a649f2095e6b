import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { storedFiles } from "./platform";
import { users } from "./reference";

/**
 * Every PDF the portal issued, by its código seguro de verificación: the SHA-256 of the exact bytes
 * and the bytes themselves (a stored file of its own, so no module's later changes touch it).
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
  },
  (t) => [index("issued_documents_sha256_idx").on(t.sha256), index("issued_documents_owner_idx").on(t.ownerUserId)],
);
