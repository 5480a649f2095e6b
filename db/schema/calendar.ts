import { integer, pgTable } from "drizzle-orm/pg-core";
import { users } from "./reference";
import { stamp } from "../columns";

/**
 * A person's calendar feed: the feed's token is an HMAC of (user, version) with the installation's
 * secret, so nothing secret is stored; 'Renovar enlace' raises the version, revoking the old link.
 */
export const calendarFeeds = pgTable("calendar_feeds", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  version: integer("version").notNull().default(0),
  renewedAt: stamp("renewed_at"),
});
