import { index, pgTable, text } from "drizzle-orm/pg-core";
import { id, instant, stamp } from "../columns";
import { userRef } from "../foreign-keys";

/**
 * A device on which a person enabled notices ('Avisos'): the Push API subscription its browser made
 * (the push service's endpoint and the keys that encrypt what is sent to it). A push service that answers
 * 404 or 410 has dropped it, and the portal deletes it then.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: id(),
    userId: userRef("user_id", { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    /** How the browser described itself when subscribing ('Chrome en Android'), to tell devices apart. */
    device: text("device").notNull(),
    createdAt: stamp("created_at"),
    lastUsedAt: instant("last_used_at"),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId)],
);
