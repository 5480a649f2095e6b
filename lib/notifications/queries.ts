import { and, asc, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { institutionalRoles, notificationAssignations, notificationTemplates } from "@/db/schema";
import { NotFoundError } from "@/lib/api/errors";
import { msg } from "@/lib/i18n/message";
import type { AssignationRow, InstitutionalRoleRow, NotificationType, TemplateRow } from "./schemas";

const templateShape = {
  id: notificationTemplates.id,
  type: notificationTemplates.type,
  reference: notificationTemplates.reference,
  title: notificationTemplates.title,
  text: notificationTemplates.text,
  translations: notificationTemplates.translations,
};

export async function listTemplates(db: Db): Promise<TemplateRow[]> {
  const rows = await db
    .select(templateShape)
    .from(notificationTemplates)
    .orderBy(asc(notificationTemplates.type), asc(notificationTemplates.reference));
  return rows as TemplateRow[];
}

export async function getTemplate(db: Db, id: number): Promise<TemplateRow> {
  const [row] = await db.select(templateShape).from(notificationTemplates).where(eq(notificationTemplates.id, id));
  if (!row) throw new NotFoundError(msg("notifications.errors.templateNotFound"));
  return row as TemplateRow;
}

export async function listInstitutionalRoles(db: Db): Promise<InstitutionalRoleRow[]> {
  return db.select().from(institutionalRoles).orderBy(asc(institutionalRoles.name));
}

export async function listAssignations(db: Db, type?: NotificationType): Promise<AssignationRow[]> {
  const rows = await db
    .select({
      id: notificationAssignations.id,
      type: notificationAssignations.type,
      roleId: institutionalRoles.roleId,
      roleName: institutionalRoles.name,
      templateId: notificationAssignations.templateId,
      templateReference: notificationTemplates.reference,
    })
    .from(notificationAssignations)
    .innerJoin(institutionalRoles, eq(institutionalRoles.id, notificationAssignations.institutionalRoleId))
    .innerJoin(notificationTemplates, eq(notificationTemplates.id, notificationAssignations.templateId))
    .where(type === undefined ? undefined : eq(notificationAssignations.type, type))
    .orderBy(asc(notificationAssignations.type), asc(institutionalRoles.name));
  return rows as AssignationRow[];
}

/** The template assigned to an institutional role for a type, if any. */
export async function assignedTemplate(
  db: Db,
  type: NotificationType,
  institutionalRoleId: number | null,
): Promise<TemplateRow | null> {
  if (institutionalRoleId === null) return null;
  const [row] = await db
    .select(templateShape)
    .from(notificationAssignations)
    .innerJoin(notificationTemplates, eq(notificationTemplates.id, notificationAssignations.templateId))
    .where(
      and(
        eq(notificationAssignations.type, type),
        eq(notificationAssignations.institutionalRoleId, institutionalRoleId),
      ),
    );
  return (row as TemplateRow | undefined) ?? null;
}
