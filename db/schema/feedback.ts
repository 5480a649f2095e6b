import { index, pgEnum, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Why an accessibility communication was kept for review instead of entering the registry book. */
export const heldFeedbackReasonEnum = pgEnum("held_feedback_reason", ["honeypot", "daily-limit"]);

/**
 * Accessibility communications kept for review, not registered: the form's hidden field was filled
 * (a robot), or the day's allowance of registry entries was spent. They take no entry number.
 */
export const heldFeedback = pgTable(
  "held_feedback",
  {
    id: serial("id").primaryKey(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    reason: heldFeedbackReasonEnum("reason").notNull(),
    /** The text the registry entry would have had (sender, page, message). */
    text: text("text").notNull(),
  },
  (t) => [index("held_feedback_received_idx").on(t.receivedAt)],
);
