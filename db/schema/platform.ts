import { bigint, index, pgTable, text } from "drizzle-orm/pg-core";
import { roleEnum, users } from "./reference";
import { bytea } from "./types";
import { id, instant, ref, stamp } from "../columns";

/** Portal sessions: only the SHA-256 of the session id is kept. */
export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    tokenHash: text("token_hash").notNull().unique(),
    userId: ref("user_id", () => users.id, { onDelete: "cascade" }),
    createdAt: stamp("created_at"),
    expiresAt: instant("expires_at").notNull(),
    revokedAt: instant("revoked_at"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Uploaded files, bytes kept in the database so every app instance sees them. */
export const storedFiles = pgTable("stored_files", {
  id: id(),
  originalName: text("original_name").notNull(),
  mimeType: text("mime_type").notNull(),
  size: bigint("size", { mode: "number" }).notNull(),
  sha256: text("sha256").notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: stamp("created_at"),
});

/** One row per mutating API call, written in the call's own transaction. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    at: stamp("at"),
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
