import { sql } from "drizzle-orm";
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { REGISTRY_BOOK_TYPES, REGISTRY_NUMBERINGS, REGISTRY_TYPES, type RegistryChange } from "../enums/registry";
import { storedFiles } from "./platform";
import { academicYears, users } from "./reference";

export const registryBookTypeEnum = pgEnum("registry_book_type", REGISTRY_BOOK_TYPES);
export const registryTypeEnum = pgEnum("registry_type", REGISTRY_TYPES);
export const registryNumberingEnum = pgEnum("registry_numbering", REGISTRY_NUMBERINGS);

/** The official book of incoming (ENTRY) and outgoing (EXIT) documents; terms are academic years. */
export const registryEntries = pgTable(
  "registry_entries",
  {
    id: serial("id").primaryKey(),
    bookType: registryBookTypeEnum("book_type").notNull(),
    code: text("code").notNull(),
    /** Null only on entries stored before codes were unique and not yet sealed (lib/registry/duplicates.ts). */
    numbering: registryNumberingEnum("numbering"),
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
    // One code per entry across the book. Entries stored before this rule (numbering null) are left out,
    // so that codes they already repeat stay as they were issued, to be reported, never renumbered.
    uniqueIndex("registry_entries_code_key")
      .on(t.code)
      .where(sql`${t.numbering} is not null`),
    index("registry_entries_code_idx").on(t.code),
    index("registry_entries_created_idx").on(t.createdAt),
    index("registry_entries_term_idx").on(t.termId, t.bookType),
    index("registry_entries_user_idx").on(t.userId),
  ],
);

/** The last number given in each series (calendar year and type): taken in the entry's transaction. */
export const registryCounters = pgTable(
  "registry_counters",
  {
    year: integer("year").notNull(),
    type: registryTypeEnum("type").notNull(),
    last: integer("last").notNull(),
  },
  (t) => [primaryKey({ columns: [t.year, t.type] })],
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
