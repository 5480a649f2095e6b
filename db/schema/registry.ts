import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgEnum, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { REGISTRY_BOOK_TYPES, REGISTRY_NUMBERINGS, REGISTRY_TYPES, type RegistryChange } from "../enums/registry";
import { storedFiles } from "./platform";
import { id, optionalRef, ref, stamp, timestamps } from "../columns";
import { academicYearRef, attachedFile, optionalUserRef, uploaded } from "../foreign-keys";

export const registryBookTypeEnum = pgEnum("registry_book_type", REGISTRY_BOOK_TYPES);
export const registryTypeEnum = pgEnum("registry_type", REGISTRY_TYPES);
export const registryNumberingEnum = pgEnum("registry_numbering", REGISTRY_NUMBERINGS);

/** The official book of incoming (ENTRY) and outgoing (EXIT) documents; terms are academic years. */
export const registryEntries = pgTable(
  "registry_entries",
  {
    id: id(),
    bookType: registryBookTypeEnum("book_type").notNull(),
    code: text("code").notNull(),
    /** Null only on an entry that repeated an earlier one's code before codes were unique (registry/duplicates). */
    numbering: registryNumberingEnum("numbering"),
    type: registryTypeEnum("type").notNull(),
    termId: academicYearRef("term_id"),
    userId: optionalUserRef("user_id"),
    receiver: text("receiver"),
    documentType: text("document_type"),
    text: text("text"),
    fileId: optionalRef("file_id", () => storedFiles.id),
    filename: text("filename"),
    createdBy: optionalUserRef("created_by"),
    ...timestamps(),
  },
  (t) => [
    // One code per entry across the book. Entries that repeated a code before this rule (numbering null) are
    // left out, so that their codes stay as they were issued, to be reported, never renumbered.
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
    id: id(),
    entryId: ref("entry_id", () => registryEntries.id),
    changedBy: optionalUserRef("changed_by"),
    changedAt: stamp("changed_at"),
    action: text("action", { enum: ["CREATE", "UPDATE"] }).notNull(),
    changes: jsonb("changes").$type<RegistryChange[]>().notNull(),
  },
  (t) => [index("registry_history_entry_idx").on(t.entryId, t.changedAt)],
);

/** Every file attached to an entry, the current one included: a replaced or removed file is kept. */
export const registryEntryFiles = pgTable(
  "registry_entry_files",
  {
    id: id(),
    entryId: ref("entry_id", () => registryEntries.id),
    ...attachedFile(),
    ...uploaded(),
  },
  (t) => [index("registry_entry_files_entry_idx").on(t.entryId)],
);
