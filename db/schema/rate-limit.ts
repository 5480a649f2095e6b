import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { instant } from "../columns";

/** Fixed-window request counters shared by every app instance: one row per limit and subject. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    windowStart: instant("window_start").notNull(),
    hits: integer("hits").notNull(),
  },
  (t) => [index("rate_limits_window_idx").on(t.windowStart)],
);
