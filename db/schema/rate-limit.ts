import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Fixed-window request counters shared by every app instance: one row per limit and subject. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull(),
  },
  (t) => [index("rate_limits_window_idx").on(t.windowStart)],
);
