import { index, pgEnum, pgTable, text } from "drizzle-orm/pg-core";
import { INTERACTION_TYPES } from "../enums/interactions";
import { courses, degrees } from "./reference";
import { id, optionalRef, ref, timestamps } from "../columns";
import { attachedFile, userRef } from "../foreign-keys";

export const interactionTypeEnum = pgEnum("interaction_type", INTERACTION_TYPES);

/** A communication between a member of staff (issuer) and a student (receiver). */
export const interactions = pgTable(
  "interactions",
  {
    id: id(),
    type: interactionTypeEnum("type").notNull(),
    issuerId: userRef("issuer_id"),
    receiverId: userRef("receiver_id"),
    degreeId: optionalRef("degree_id", () => degrees.id),
    courseId: optionalRef("course_id", () => courses.id),
    text: text("text").notNull(),
    ...timestamps(),
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
    id: id(),
    interactionId: ref("interaction_id", () => interactions.id, { onDelete: "cascade" }),
    ...attachedFile(),
  },
  (t) => [index("interaction_attachments_interaction_idx").on(t.interactionId)],
);
