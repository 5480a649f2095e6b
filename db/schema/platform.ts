import { bigint, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { roleEnum, users } from "./reference";
import { bytea } from "./types";

/** Portal sessions: only the SHA-256 of the session id is kept. */
export const sessions = pgTable(
  "sessions",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Uploaded files, bytes kept in the database so every app instance sees them. */
export const storedFiles = pgTable("stored_files", {
  id: serial("id").primaryKey(),
  originalName: text("original_name").notNull(),
  mimeType: text("mime_type").notNull(),
  size: bigint("size", { mode: "number" }).notNull(),
  sha256: text("sha256").notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One row per mutating API call, written in the call's own transaction. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    userExternalId: text("user_external_id"),
    role: roleEnum("role"),
    method: text("method").notNull(),
    path: text("path").notNull(),
    targetId: text("target_id"),
    requestId: text("request_id").notNull(),
  },
  (t) => [index("audit_log_at_idx").on(t.at)],
);

/** Installation-wide settings shared by every instance (e.g. the generated auth secret). */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});
