import type { Locale } from "@/lib/i18n/locales";
import { dbId, REQUIRED } from "@/lib/validation/common";
import { z } from "@/lib/validation/z";

/** Template toasts stay 6 s (seed 000 §9). */
export const TEMPLATE_TOAST_MS = 6000;

export const NOTIFICATION_TYPES = [0, 1, 2] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The variables each type of template may use. */
export const TEMPLATE_VARIABLES: Record<NotificationType, readonly string[]> = {
  0: ["name", "username", "password"],
  1: ["list"],
  2: ["list"],
};

/** A list variable: one group per course, with its lines. */
export type ListValue = { heading: string; items: string[] }[];
export type TemplateValues = Record<string, string | ListValue>;

/** What the preview and 'Enviar prueba' fill the variables with. */
export const SAMPLE_VALUES: TemplateValues = {
  name: "Lucía García Fernández",
  username: "lgarcia",
  password: "Ej3mplo-Contraseña",
  list: [
    { heading: "Programación I (GII-101)", items: ["Álvarez Ruiz, Marta", "Benítez Soto, Jorge"] },
    { heading: "Bases de Datos (GII-204)", items: ["Castro León, Ana"] },
  ],
};

const type = z.coerce.number({ error: REQUIRED }).pipe(
  z.union(
    NOTIFICATION_TYPES.map((t) => z.literal(t)),
    { error: REQUIRED },
  ),
);
const required = (max: number) => z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max);
const positiveId = dbId(REQUIRED);

/** A template's text in one language: either part left empty falls back to the template's own. */
const translation = z.object({
  title: z.string().trim().max(200).optional(),
  text: z.string().trim().max(100_000).optional(),
});
/** A template's optional texts per language (the form offers the university's languages but the default). */
export const templateTranslations = z.object({
  es: translation.optional(),
  ca: translation.optional(),
  gl: translation.optional(),
  eu: translation.optional(),
  en: translation.optional(),
} satisfies Record<Locale, unknown>);
export type TemplateTranslations = Partial<Record<Locale, { title?: string; text?: string }>>;

/** `POST /notifications-api/templates`: the HTML `text` is sanitized by the server before it is stored. */
export const templateBody = z.object({
  type,
  reference: required(100),
  title: required(200),
  text: required(100_000),
  translations: templateTranslations.optional(),
});
export const templatePatch = templateBody.partial().extend({ id: z.unknown().optional() });

/** `POST /notifications-api/assignations`: `roleId` is the institutional role's roleId. */
export const assignationBody = z.object({
  id: z.unknown().optional(),
  type,
  roleId: required(100),
  templateId: positiveId,
});
/** `PATCH /notifications-api/assignations/{id}`: the type of an assignation does not change. */
export const assignationPatch = assignationBody.omit({ type: true });

export const assignationListQuery = z.object({ type: z.union([z.literal(""), type]).optional() });

export interface TemplateRow {
  id: number;
  type: NotificationType;
  reference: string;
  title: string;
  text: string;
  translations: TemplateTranslations;
}

export interface AssignationRow {
  id: number;
  type: NotificationType;
  roleId: string;
  roleName: string;
  templateId: number;
  templateReference: string;
}

export interface InstitutionalRoleRow {
  id: number;
  roleId: string;
  name: string;
}
