import { index, integer, pgEnum, pgTable, text } from "drizzle-orm/pg-core";
import { id, instant, stamp } from "../columns";
import { optionalUserRef } from "../foreign-keys";

// PUSH: a notice to one device (`recipient` is the push_subscriptions id), sent by lib/push/transport.ts.
export const outboxChannelEnum = pgEnum("outbox_channel", ["SMS", "EMAIL", "PUSH"]);
/**
 * QUEUED waits for any sender; SENDING is claimed by one sender (claim_token) until next_attempt_at,
 * its lease; HELD belongs to the command that holds its real content (a credentials mail stored
 * redacted) and is never delivered by the poller.
 */
export const outboxStatusEnum = pgEnum("outbox_status", ["QUEUED", "SENT", "FAILED", "SENDING", "HELD"]);

/**
 * Every SMS, e-mail and push notice the portal sends, written in the transaction of the request that caused it
 * and delivered by lib/outbox with retries; nothing is reported as sent until a provider accepted it.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: id(),
    channel: outboxChannelEnum("channel").notNull(),
    recipient: text("recipient").notNull(),
    recipientUserId: optionalUserRef("recipient_user_id"),
    subject: text("subject"),
    text: text("text").notNull(),
    html: text("html"),
    /** An iCalendar event sent along with an e-mail (as its .ics attachment). */
    ical: text("ical"),
    /** The portal page a push notice opens when tapped. */
    link: text("link"),
    parts: integer("parts"),
    status: outboxStatusEnum("status").notNull().default("QUEUED"),
    attempts: integer("attempts").notNull().default(0),
    /** When a QUEUED message is due; for a SENDING one, when its claim lapses. */
    nextAttemptAt: stamp("next_attempt_at"),
    claimToken: text("claim_token"),
    lastError: text("last_error"),
    providerAnswer: text("provider_answer"),
    createdBy: optionalUserRef("created_by"),
    createdAt: stamp("created_at"),
    sentAt: instant("sent_at"),
  },
  (t) => [
    index("outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("outbox_recipient_user_idx").on(t.recipientUserId),
  ],
);
