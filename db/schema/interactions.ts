import { index, integer, pgEnum, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { INTERACTION_TYPES } from "../enums/interactions";
import { storedFiles } from "./platform";
import { courses, degrees, users } from "./reference";

export const interactionTypeEnum = pgEnum("interaction_type", INTERACTION_TYPES);

/** A communication between a member of staff (issuer) and a student (receiver). */
export const interactions = pgTable(
  "interactions",
  {
    id: serial("id").primaryKey(),
    type: interactionTypeEnum("type").notNull(),
    issuerId: integer("issuer_id")
      .notNull()
      .references(() => users.id),
    receiverId: integer("receiver_id")
      .notNull()
      .references(() => users.id),
    degreeId: integer("degree_id").references(() => degrees.id),
    courseId: integer("course_id").references(() => courses.id),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp("modified_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("interactions_receiver_idx").on(t.receiverId, t.createdAt),
    index("interactions_created_idx").on(t.createdAt),
    index("interactions_issuer_idx").on(t.issuerId),
  ],
);

/** Files attached to an interaction; they go with it when it is deleted. */
export const interactionAttachments = pgTable(
  "interaction_attachments",
  {
    id: serial("id").primaryKey(),
    interactionId: integer("interaction_id")
      .notNull()
      .references(() => interactions.id, { onDelete: "cascade" }),
    fileId: integer("file_id")
      .notNull()
      .references(() => storedFiles.id),
    filename: text("filename").notNull(),
  },
  (t) => [index("interaction_attachments_interaction_idx").on(t.interactionId)],
);
