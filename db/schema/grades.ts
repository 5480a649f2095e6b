import { index, integer, pgTable, serial, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { storedFiles } from "./platform";
import { degrees, users } from "./reference";

/** A student's academic record (expediente) for one degree: the current file (earlier ones in proceeding_versions). */
export const proceedings = pgTable(
  "proceedings",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    degreeId: integer("degree_id")
      .notNull()
      .references(() => degrees.id),
    fileId: integer("file_id")
      .notNull()
      .references(() => storedFiles.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp("modified_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("proceedings_user_degree_key").on(t.userId, t.degreeId),
    index("proceedings_degree_idx").on(t.degreeId),
  ],
);

/** Every file uploaded as a proceeding, the current one included: a replaced file is kept, not deleted. */
export const proceedingVersions = pgTable(
  "proceeding_versions",
  {
    id: serial("id").primaryKey(),
    proceedingId: integer("proceeding_id")
      .notNull()
      .references(() => proceedings.id),
    fileId: integer("file_id")
      .notNull()
      .references(() => storedFiles.id),
    uploadedBy: integer("uploaded_by").references(() => users.id),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("proceeding_versions_proceeding_idx").on(t.proceedingId)],
);
