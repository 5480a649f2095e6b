import { index, pgEnum, pgTable, text } from "drizzle-orm/pg-core";
import { id, stamp } from "../columns";

/** Why an accessibility communication was kept for review instead of entering the registry book. */
export const heldFeedbackReasonEnum = pgEnum("held_feedback_reason", ["honeypot", "daily-limit"]);

/**
 * Accessibility communications kept for review, not registered: the form's hidden field was filled
 * (a robot), or the day's allowance of registry entries was spent. They take no entry number.
 */
export const heldFeedback = pgTable(
  "held_feedback",
  {
    id: id(),
    receivedAt: stamp("received_at"),
    reason: heldFeedbackReasonEnum("reason").notNull(),
    /** The text the registry entry would have had (sender, page, message). */
    text: text("text").notNull(),
  },
  (t) => [index("held_feedback_received_idx").on(t.receivedAt)],
);
