import { index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { REGISTRY_BOOK_TYPES, REGISTRY_TYPES, type RegistryChange } from "@/lib/registry/constants";
import { storedFiles } from "./platform";
import { academicYears, users } from "./reference";

export const registryBookTypeEnum = pgEnum("registry_book_type", REGISTRY_BOOK_TYPES);
export const registryTypeEnum = pgEnum("registry_type", REGISTRY_TYPES);

/** The official book of incoming (ENTRY) and outgoing (EXIT) documents; terms are academic years. */
export const registryEntries = pgTable(
  "registry_entries",
  {
    id: serial("id").primaryKey(),
    bookType: registryBookTypeEnum("book_type").notNull(),
    code: text("code").notNull(),
    type: registryTypeEnum("type").notNull(),
    termId: integer("term_id")
      .notNull()
      .references(() => academicYears.id),
    userId: integer("user_id").references(() => users.id),
    receiver: text("receiver"),
    documentType: text("document_type"),
    text: text("text"),
    fileId: integer("file_id").references(() => storedFiles.id),
    filename: text("filename"),
    createdBy: integer("created_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp("modified_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("registry_entries_created_idx").on(t.createdAt),
    index("registry_entries_term_idx").on(t.termId, t.bookType),
    index("registry_entries_user_idx").on(t.userId),
  ],
);

/** Every change of an entry (its creation too): who, when, and each field's old and new value. */
export const registryHistory = pgTable(
  "registry_history",
  {
    id: serial("id").primaryKey(),
    entryId: integer("entry_id")
      .notNull()
      .references(() => registryEntries.id),
    changedBy: integer("changed_by").references(() => users.id),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
    action: text("action", { enum: ["CREATE", "UPDATE"] }).notNull(),
    changes: jsonb("changes").$type<RegistryChange[]>().notNull(),
  },
  (t) => [index("registry_history_entry_idx").on(t.entryId, t.changedAt)],
);

/** Every file attached to an entry, the current one included: a replaced or removed file is kept. */
export const registryEntryFiles = pgTable(
  "registry_entry_files",
  {
    id: serial("id").primaryKey(),
    entryId: integer("entry_id")
      .notNull()
      .references(() => registryEntries.id),
    fileId: integer("file_id")
      .notNull()
      .references(() => storedFiles.id),
    filename: text("filename").notNull(),
    uploadedBy: integer("uploaded_by").references(() => users.id),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("registry_entry_files_entry_idx").on(t.entryId)],
);
