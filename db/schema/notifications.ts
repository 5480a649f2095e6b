import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { institutionalRoles } from "./reference";
import { id, ref, timestamps } from "../columns";

/** E-mail templates written by administrators; `text` is HTML, sanitized before it is stored. */
export const notificationTemplates = pgTable(
  "notification_templates",
  {
    id: id(),
    type: integer("type").notNull(),
    reference: text("reference").notNull(),
    title: text("title").notNull(),
    text: text("text").notNull(),
    /**
     * Optional texts per language (`{ "ca": { "title": "…", "text": "…" } }`, sanitized like `text`):
     * a mail goes out in its recipient's language where one is written, else with `title` and `text`.
     */
    translations: jsonb("translations")
      .$type<Record<string, { title?: string; text?: string }>>()
      .notNull()
      .default({}),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("notification_templates_reference_key").on(sql`lower(${t.reference})`),
    check("notification_templates_type", sql`${t.type} IN (0, 1, 2)`),
  ],
);

/** Which template goes to an institutional role, per type (0 credentials, 1 instructor, 2 coordinator). */
export const notificationAssignations = pgTable(
  "notification_assignations",
  {
    id: id(),
    type: integer("type").notNull(),
    institutionalRoleId: ref("institutional_role_id", () => institutionalRoles.id),
    templateId: ref("template_id", () => notificationTemplates.id),
  },
  (t) => [
    uniqueIndex("notification_assignations_key").on(t.type, t.institutionalRoleId),
    check("notification_assignations_type", sql`${t.type} IN (0, 1, 2)`),
  ],
);
