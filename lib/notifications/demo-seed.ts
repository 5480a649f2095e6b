import type { Db } from "@/db";
import { institutionalRoles, notificationAssignations, notificationTemplates } from "@/db/schema";
import type { DemoData } from "@/lib/demo/demo-data";
import { sanitizeTemplateHtml } from "./sanitize";

const TEMPLATES = [
  {
    type: 0,
    reference: "credenciales-alumnado",
    title: "Tus credenciales de acceso, {{name}}",
    text: "<p>Hola {{name}}:</p><p>Ya puedes acceder al campus virtual con el usuario <strong>{{username}}</strong> y la contraseña <strong>{{password}}</strong>.</p><p>Te recomendamos cambiarla en tu primer acceso.</p>",
  },
  {
    type: 0,
    reference: "credenciales-personal",
    title: "Acceso al Portal de servicios",
    text: "<p>Hola, {{name}}:</p><p>Tu usuario es <strong>{{username}}</strong> y tu contraseña provisional, <strong>{{password}}</strong>.</p>",
  },
  {
    type: 1,
    reference: "listas-profesorado",
    title: "Listas de alumnos de tus asignaturas",
    text: "<p>Estas son las listas actuales de tus asignaturas:</p>{{list}}",
  },
  {
    type: 2,
    reference: "listas-coordinacion",
    title: "Listas de las asignaturas que coordinas",
    text: "<p>Listas actuales de las asignaturas que coordinas:</p>{{list}}",
  },
];

// type → institutional role → template reference. PDI has no credentials template, to show the report.
const ASSIGNATIONS = [
  { type: 0, roleId: "ALU", reference: "credenciales-alumnado" },
  { type: 0, roleId: "PAS", reference: "credenciales-personal" },
  { type: 1, roleId: "PDI", reference: "listas-profesorado" },
  { type: 2, roleId: "PDI", reference: "listas-coordinacion" },
];

/** Templates of the three types and their assignations to the demo's institutional roles. */
export async function seedNotificationsDemo(tx: Db, _demo: DemoData): Promise<void> {
  const templates = await tx
    .insert(notificationTemplates)
    .values(TEMPLATES.map((t) => ({ ...t, text: sanitizeTemplateHtml(t.text) })))
    .returning();
  const roles = await tx.select().from(institutionalRoles);
  await tx.insert(notificationAssignations).values(
    ASSIGNATIONS.map((a) => ({
      type: a.type,
      institutionalRoleId: roles.find((r) => r.roleId === a.roleId)!.id,
      templateId: templates.find((t) => t.reference === a.reference)!.id,
    })),
  );
}
