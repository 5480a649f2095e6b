import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { institutionalRoles, notificationAssignations, notificationTemplates } from "@/db/schema";
import { ConflictError, NotFoundError, ValidationError } from "@/lib/api/errors";
import type { z } from "@/lib/validation/z";
import { sanitizeTemplateHtml } from "./sanitize";
import {
  TEMPLATE_VARIABLES,
  type assignationBody,
  type assignationPatch,
  type NotificationType,
  type templateBody,
  type templatePatch,
} from "./schemas";
import { getTemplate } from "./queries";
import { unknownVariables } from "./variables";

type TemplateInput = z.infer<typeof templateBody>;

/** Unknown variables would reach the inbox as `{{...}}`: refuse them, naming them and the ones allowed. */
function checkVariables(t: TemplateInput) {
  const unknown = unknownVariables(t.type, t.title, t.text);
  if (unknown.length === 0) return;
  const message = `Variables desconocidas en la plantilla: ${unknown.map((v) => `{{${v}}}`).join(", ")}. Variables disponibles: ${TEMPLATE_VARIABLES[t.type].map((v) => `{{${v}}}`).join(", ")}`;
  throw new ValidationError(message, { text: [message] });
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
  if (taken) throw new ConflictError("Ya existe una plantilla con esa referencia");
}

export async function createTemplate(db: Db, body: TemplateInput) {
  checkVariables(body);
  await checkReferenceFree(db, body.reference);
  const [row] = await db
    .insert(notificationTemplates)
    .values({ ...body, text: sanitizeTemplateHtml(body.text) })
    .returning();
  return getTemplate(db, row!.id);
}

/** Changing a template's type is refused while assignations of the old type use it. */
export async function updateTemplate(db: Db, id: number, patch: z.infer<typeof templatePatch>) {
  const current = await getTemplate(db, id);
  const next = {
    type: patch.type ?? current.type,
    reference: patch.reference ?? current.reference,
    title: patch.title ?? current.title,
    text: patch.text ?? current.text,
  };
  checkVariables(next);
  await checkReferenceFree(db, next.reference, id);
  if (next.type !== current.type) {
    const [used] = await db
      .select({ id: notificationAssignations.id })
      .from(notificationAssignations)
      .where(eq(notificationAssignations.templateId, id))
      .limit(1);
    if (used) throw new ConflictError("No se puede cambiar el tipo de una plantilla asignada");
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
  if (!role) throw new ValidationError("El rol no existe", { roleId: ["El rol no existe"] });
  return role.id;
}

async function checkTemplateType(db: Db, templateId: number, type: NotificationType) {
  const [template] = await db
    .select({ type: notificationTemplates.type })
    .from(notificationTemplates)
    .where(eq(notificationTemplates.id, templateId));
  if (!template) throw new ValidationError("La plantilla no existe", { templateId: ["La plantilla no existe"] });
  if (template.type !== type)
    throw new ValidationError("La plantilla no es del tipo de la asignación", {
      templateId: ["La plantilla no es del tipo de la asignación"],
    });
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
  if (taken) throw new ConflictError("Ese rol ya tiene una plantilla asignada de este tipo");
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
  if (!current) throw new NotFoundError("No se ha encontrado la asignación");
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
