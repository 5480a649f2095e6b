import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { institutionalRoles, notificationAssignations, notificationTemplates } from "@/db/schema";
import { ConflictError, NotFoundError, ValidationError } from "@/lib/api/errors";
import { msg, type Msg } from "@/lib/i18n/message";
import { translate } from "@/lib/i18n/translate";
import type { z } from "@/lib/validation/z";
import { sanitizeTemplateHtml } from "./sanitize";
import {
  TEMPLATE_VARIABLES,
  type assignationBody,
  type assignationPatch,
  type NotificationType,
  type templateBody,
  type templatePatch,
  type TemplateTranslations,
} from "./schemas";
import { getTemplate } from "./queries";
import { unknownVariables } from "./variables";

type TemplateInput = z.infer<typeof templateBody>;

/** A 400 whose field errors say the same (in Spanish until the API translates field errors per request). */
const invalid = (message: Msg, field: string) => new ValidationError(message, { [field]: [translate("es", message)] });

const braced = (names: readonly string[]) => names.map((v) => `{{${v}}}`).join(", ");

/** The texts per language that say something, sanitized: an empty one falls back to the template's own. */
function writtenTranslations(translations: TemplateTranslations): TemplateTranslations {
  const kept: TemplateTranslations = {};
  for (const [locale, { title = "", text = "" } = {}] of Object.entries(translations) as [
    keyof TemplateTranslations,
    TemplateTranslations[keyof TemplateTranslations],
  ][]) {
    const clean = { title: title.trim(), text: text.trim() ? sanitizeTemplateHtml(text) : "" };
    if (clean.title || clean.text) kept[locale] = clean;
  }
  return kept;
}

/** Unknown variables would reach the inbox as `{{...}}`: refuse them, naming them and the ones allowed. */
function checkVariables(t: Omit<TemplateInput, "translations"> & { translations: TemplateTranslations }) {
  const texts = Object.values(t.translations).flatMap((w) => [w?.title ?? "", w?.text ?? ""]);
  const unknown = unknownVariables(t.type, t.title, t.text, ...texts);
  if (unknown.length === 0) return;
  throw invalid(
    msg("notifications.errors.unknownVariables", {
      unknown: braced(unknown),
      known: braced(TEMPLATE_VARIABLES[t.type]),
    }),
    "text",
  );
}

async function checkReferenceFree(db: Db, reference: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: notificationTemplates.id })
    .from(notificationTemplates)
    .where(
      and(
        sql`lower(${notificationTemplates.reference}) = lower(${reference})`,
        exceptId ? ne(notificationTemplates.id, exceptId) : undefined,
      ),
    );
  if (taken) throw new ConflictError(msg("notifications.errors.referenceTaken"));
}

export async function createTemplate(db: Db, body: TemplateInput) {
  const translations = writtenTranslations(body.translations ?? {});
  checkVariables({ ...body, translations });
  await checkReferenceFree(db, body.reference);
  const [row] = await db
    .insert(notificationTemplates)
    .values({ ...body, text: sanitizeTemplateHtml(body.text), translations })
    .returning();
  return getTemplate(db, row!.id);
}

/**
 * Changing a template's type is refused while assignations of the old type use it. The texts per
 * language sent replace those languages' (an empty one removes it); the others stay.
 */
export async function updateTemplate(db: Db, id: number, patch: z.infer<typeof templatePatch>) {
  const current = await getTemplate(db, id);
  const next = {
    type: patch.type ?? current.type,
    reference: patch.reference ?? current.reference,
    title: patch.title ?? current.title,
    text: patch.text ?? current.text,
    translations: writtenTranslations({ ...current.translations, ...patch.translations }),
  };
  checkVariables(next);
  await checkReferenceFree(db, next.reference, id);
  if (next.type !== current.type) {
    const [used] = await db
      .select({ id: notificationAssignations.id })
      .from(notificationAssignations)
      .where(eq(notificationAssignations.templateId, id))
      .limit(1);
    if (used) throw new ConflictError(msg("notifications.errors.typeInUse"));
  }
  await db
    .update(notificationTemplates)
    .set({ ...next, text: sanitizeTemplateHtml(next.text), modifiedAt: sql`now()` })
    .where(eq(notificationTemplates.id, id));
  return getTemplate(db, id);
}

async function roleByRoleId(db: Db, roleId: string) {
  const [role] = await db
    .select({ id: institutionalRoles.id })
    .from(institutionalRoles)
    .where(eq(institutionalRoles.roleId, roleId));
  if (!role) throw invalid(msg("notifications.errors.roleMissing"), "roleId");
  return role.id;
}

async function checkTemplateType(db: Db, templateId: number, type: NotificationType) {
  const [template] = await db
    .select({ type: notificationTemplates.type })
    .from(notificationTemplates)
    .where(eq(notificationTemplates.id, templateId));
  if (!template) throw invalid(msg("notifications.errors.templateMissing"), "templateId");
  if (template.type !== type) throw invalid(msg("notifications.errors.templateOfOtherType"), "templateId");
}

async function checkRoleFree(db: Db, type: number, institutionalRoleId: number, exceptId?: number) {
  const [taken] = await db
    .select({ id: notificationAssignations.id })
    .from(notificationAssignations)
    .where(
      and(
        eq(notificationAssignations.type, type),
        eq(notificationAssignations.institutionalRoleId, institutionalRoleId),
        exceptId ? ne(notificationAssignations.id, exceptId) : undefined,
      ),
    );
  if (taken) throw new ConflictError(msg("notifications.errors.roleTaken"));
}

export async function createAssignation(db: Db, body: z.infer<typeof assignationBody>) {
  const institutionalRoleId = await roleByRoleId(db, body.roleId);
  await checkTemplateType(db, body.templateId, body.type);
  await checkRoleFree(db, body.type, institutionalRoleId);
  const [row] = await db
    .insert(notificationAssignations)
    .values({ type: body.type, institutionalRoleId, templateId: body.templateId })
    .returning();
  return { id: row!.id, type: body.type, roleId: body.roleId, templateId: body.templateId };
}

export async function updateAssignation(db: Db, id: number, body: z.infer<typeof assignationPatch>) {
  const [current] = await db.select().from(notificationAssignations).where(eq(notificationAssignations.id, id));
  if (!current) throw new NotFoundError(msg("notifications.errors.assignationNotFound"));
  const type = current.type as NotificationType;
  const institutionalRoleId = await roleByRoleId(db, body.roleId);
  await checkTemplateType(db, body.templateId, type);
  await checkRoleFree(db, type, institutionalRoleId, id);
  await db
    .update(notificationAssignations)
    .set({ institutionalRoleId, templateId: body.templateId })
    .where(eq(notificationAssignations.id, id));
  return { id, type, roleId: body.roleId, templateId: body.templateId };
}
