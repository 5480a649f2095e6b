import { isValidIdNumber } from "@/lib/validation/spanish-id";
import { tableQuerySchema } from "@/lib/list/table-query";
import { REQUIRED, dayFilter, dbId, idParams } from "@/lib/validation/common";
import { z } from "@/lib/validation/z";
import {
  INSTANCE_STATUSES,
  USER_TEXT_MAX,
  type InstanceAction,
  type InstanceFileKind,
  type InstanceStatus,
} from "./constants";

export const MESSAGES = {
  typeCreated: "El tipo de instancia se ha creado correctamente",
  typeUpdated: "El tipo de instancia se ha modificado correctamente",
  typeDeleted: "El tipo de instancia se ha eliminado correctamente",
  typeDuplicate: "Ya existe un tipo de instancia con ese nombre",
  typeInUse: "No se puede eliminar el tipo de instancia porque hay plantillas que lo usan",
  typeNotFound: "No se ha encontrado el tipo de instancia",
  templateCreated: "La plantilla se ha creado correctamente",
  templateUpdated: "La plantilla se ha modificado correctamente",
  templateDeleted: "La plantilla se ha eliminado correctamente",
  templatesCreated: "Las plantillas se han creado correctamente",
  templateInUse: "No se puede eliminar la plantilla porque hay solicitudes que la usan",
  templateNotFound: "No se ha encontrado la plantilla",
  templateNotOpen: "La instancia no está abierta en este momento",
  activationNeedsDates: "Para activar la plantilla se necesitan la fecha de inicio y la de fin",
  endBeforeStart: "La fecha de fin debe ser posterior a la de inicio",
  termNotFound: "La convocatoria no existe",
  csvInvalid: "El fichero CSV no es válido",
  csvMissing: "No se ha adjuntado el fichero CSV",
  instanceCreated: "La instancia ha sido creada correctamente",
  instanceNotFound: "No se ha encontrado la instancia",
  updateError: "Ha habido un error al actualizar la instancia",
  fileUploaded: "El fichero se ha subido correctamente",
  fileMissing: "No se ha adjuntado ningún fichero",
  fileLocked: "No se pueden subir ni reemplazar ficheros de una instancia cerrada o cancelada",
  fileNotFound: "La instancia no tiene ese fichero",
  studentFileIsStudents:
    "Solo el alumno puede reemplazar su fichero; la secretaría adjunta el suyo como fichero de respuesta",
  userTextTooLong: `El comentario no puede superar los ${USER_TEXT_MAX} caracteres`,
  externalMissing: "Por favor, rellena los datos del alumno externo",
  externalDni: "El DNI/NIE del alumno externo no es válido",
  externalEmail: "El correo electrónico del alumno externo no es válido",
  studentMissing: "Selecciona un alumno o rellena los datos del alumno externo",
  studentNotFound: "No se ha encontrado el alumno",
  patchOneField: "Indica la respuesta (instructorText) o el nuevo estado (status)",
  onlySecretary: "Solo la secretaría puede responder o tramitar instancias",
  onlyReopenNotSecretary: "La secretaría no reabre instancias: lo hace la coordinación",
  noPermission: "No tienes permisos para ver esta página",
} as const;

const name = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(200, "El nombre no puede superar los 200 caracteres");

/** `POST /instances-api/types`, `PATCH /instances-api/types/{id}`. */
export const instanceTypeBody = z.object({ name });
export type InstanceTypeBody = z.infer<typeof instanceTypeBody>;

const instant = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || !Number.isNaN(Date.parse(v)), "La fecha no es válida");

/**
 * `POST /instances-api/templates`, `PUT /instances-api/templates/{id}`: every field required, the
 * end after the start, and no activation without both dates (the form disables the toggle too).
 */
export const templateBody = z
  .object({
    id: z.unknown().optional(),
    typeId: z.coerce.number({ error: REQUIRED }).int(REQUIRED).positive(REQUIRED),
    name,
    start: instant,
    end: instant,
    termId: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(100),
    active: z.boolean().default(false),
  })
  .superRefine((t, ctx) => {
    if (t.active && (!t.start || !t.end))
      ctx.addIssue({ code: "custom", path: ["active"], message: MESSAGES.activationNeedsDates });
    if (!t.start) ctx.addIssue({ code: "custom", path: ["start"], message: REQUIRED });
    if (!t.end) ctx.addIssue({ code: "custom", path: ["end"], message: REQUIRED });
    if (t.start && t.end && Date.parse(t.end) <= Date.parse(t.start)) {
      ctx.addIssue({ code: "custom", path: ["end"], message: MESSAGES.endBeforeStart });
    }
  });
export type TemplateBody = z.input<typeof templateBody>;
export type TemplateValues = z.output<typeof templateBody>;

/** `GET /instances-api/templates`: `all=true` lists every template (staff); otherwise only the open ones. */
export const templateListQuery = z.object({
  all: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v === "true"),
});

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const normalizedId = (v: string) => v.replace(/[\s-]/g, "").toUpperCase();
/** A Spanish DNI or NIE with its control letter. */
export const isValidDniOrNie = (value: string) => {
  const id = normalizedId(value);
  return isValidIdNumber(/^[XYZ]/.test(id) ? "NIE" : "DNI", id);
};

/** The external student's data, as the on-behalf form takes it. */
export const externalStudentFields = z.object({
  dni: optionalText(20),
  givenName: optionalText(100),
  surname1: optionalText(100),
  email: optionalText(200),
  state: optionalText(100),
  city: optionalText(100),
  address: optionalText(200),
  mobilePhone: optionalText(30),
  homePhone: optionalText(30),
});

type ExternalFields = z.output<typeof externalStudentFields>;

/** An external student needs dni, givenName, surname1 and email; the DNI/NIE with its control letter, a well-formed e-mail. */
function checkExternal(b: ExternalFields, ctx: z.RefinementCtx) {
  for (const field of ["dni", "givenName", "surname1", "email"] as const) {
    if (!b[field]) ctx.addIssue({ code: "custom", path: [field], message: MESSAGES.externalMissing });
  }
  if (b.dni && !isValidDniOrNie(b.dni)) ctx.addIssue({ code: "custom", path: ["dni"], message: MESSAGES.externalDni });
  if (b.email && !EMAIL.test(b.email))
    ctx.addIssue({ code: "custom", path: ["email"], message: MESSAGES.externalEmail });
}

/** The on-behalf form's external student step. */
export const externalStudentForm = externalStudentFields.superRefine(checkExternal);
export type ExternalStudentInput = z.input<typeof externalStudentForm>;
export type ExternalStudent = z.output<typeof externalStudentForm>;

/**
 * `POST /instances-api/instances`: the template and the comment; staff add the student
 * (`userId`, an externalId) or an external student's data with `external: true`.
 */
export const instanceCreateBody = externalStudentFields
  .extend({
    templateId: z.coerce.number({ error: REQUIRED }).int(REQUIRED).positive(REQUIRED),
    userText: z
      .string()
      .max(USER_TEXT_MAX, MESSAGES.userTextTooLong)
      .nullish()
      .transform((v) => (v?.trim() ? v : null)),
    userId: optionalText(100),
    external: z.boolean().optional().default(false),
  })
  .superRefine((b, ctx) => {
    if (b.external) checkExternal(b, ctx);
  })
  .transform((b) => (b.dni ? { ...b, dni: normalizedId(b.dni) } : b));
export type InstanceCreateBody = z.input<typeof instanceCreateBody>;
export type InstanceCreateValues = z.output<typeof instanceCreateBody>;

/** The student's request dialog: the comment, counted against the same limit, and the file. */
export const studentRequestForm = z.object({
  userText: z.string().max(USER_TEXT_MAX, MESSAGES.userTextTooLong),
  file: z.instanceof(File, { message: MESSAGES.fileMissing }).refine((f) => f.size > 0, MESSAGES.fileMissing),
});

/** A request's student or response file as the endpoint reads it (field `file`). */
export const INSTANCE_FILE_UPLOAD = { field: "file", missing: MESSAGES.fileMissing } as const;

/** `GET /instances-api/instances/{id}/files/{versionId}`. */
export const fileVersionParams = idParams.extend({ versionId: dbId() });

/** `PATCH /instances-api/instances/{id}`: an answer (secretary), or a new state (IN_PROCESS by the secretary, OPEN to reopen). */
export const instancePatchBody = z
  .object({
    id: z.unknown().optional(),
    instructorText: z.string().trim().max(4000, "La respuesta no puede superar los 4000 caracteres").optional(),
    status: z.enum(["IN_PROCESS", "OPEN"], { error: "Estado no válido" }).optional(),
  })
  .refine((b) => (b.instructorText === undefined) !== (b.status === undefined), MESSAGES.patchOneField);
export type InstancePatchBody = z.infer<typeof instancePatchBody>;

export const answerForm = z.object({ instructorText: z.string().trim().min(1, REQUIRED).max(4000) });

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);
const first = (v: unknown) => blankToUndefined(Array.isArray(v) ? v[0] : v);
const textFilter = z.preprocess(first, z.string().trim().max(100).optional());

export const INSTANCE_SORT_KEYS = ["created", "closed", "id", "status", "instance"] as const;

/** `GET /instances-api/instances`, the 'Solicitudes en proceso' page and its CSV: the filters of section 3. */
export const instanceListQuery = tableQuerySchema(INSTANCE_SORT_KEYS).extend({
  id: z.preprocess(first, z.coerce.number().int().positive("Identificador no válido").optional()),
  userExternalId: textFilter,
  instance: textFilter,
  studentId: textFilter,
  status: z.preprocess(
    (v) => {
      const list = (Array.isArray(v) ? v : [v])
        .flatMap((s) => (typeof s === "string" ? s.split(",") : []))
        .map((s) => s.trim())
        .filter(Boolean);
      return list.length ? list : undefined;
    },
    z.array(z.enum(INSTANCE_STATUSES, { error: "Estado no válido" })).optional(),
  ),
  createdFrom: dayFilter,
  createdTo: dayFilter,
  closedFrom: dayFilter,
  closedTo: dayFilter,
  external: z
    .preprocess(first, z.enum(["true", "false"]).optional())
    .transform((v) => (v === undefined ? undefined : v === "true")),
});
export type InstanceListQuery = z.infer<typeof instanceListQuery>;

/** Which filters a list URL carries: the ones not blank, in the order of section 3. */
export const INSTANCE_FILTER_KEYS = [
  "id",
  "userExternalId",
  "instance",
  "studentId",
  "status",
  "createdFrom",
  "createdTo",
  "closedFrom",
  "closedTo",
  "external",
] as const;

export interface InstanceTypeRow {
  id: number;
  name: string;
}

export interface TemplateRow {
  id: number;
  typeId: number;
  typeName: string;
  name: string;
  start: string | null;
  end: string | null;
  termId: string;
  termName: string;
  active: boolean;
}

export interface TermOption {
  name: string;
  externalId: string;
}

export interface InstanceRow {
  id: number;
  templateId: number;
  templateType: string;
  templateName: string;
  status: InstanceStatus;
  userText: string | null;
  instructorText: string | null;
  studentFileName: string | null;
  requestFileName: string | null;
  created: string;
  closed: string | null;
  closedBy: string | null;
  userExternalId: string | null;
  givenName: string | null;
  surname1: string | null;
  dni: string | null;
  external: boolean;
  email: string | null;
  state: string | null;
  city: string | null;
  address: string | null;
  mobilePhone: string | null;
  homePhone: string | null;
  entryCode: string | null;
  exitCode: string | null;
}

export interface InstanceHistoryRow {
  id: number;
  action: InstanceAction;
  status: InstanceStatus;
  changedAt: string;
  changedBy: string;
}

/** One file version of a request: every upload is kept, `current` marks the one the request shows. */
export interface InstanceFileVersionRow {
  id: number;
  kind: InstanceFileKind;
  fileName: string;
  size: number;
  uploadedAt: string;
  uploadedBy: string;
  current: boolean;
}

export interface InstanceDetail extends InstanceRow {
  history: InstanceHistoryRow[];
  files: InstanceFileVersionRow[];
  registrations: { kind: "ENTRY" | "EXIT"; code: string; created: string }[];
}

export interface StudentOption {
  externalId: string;
  dni: string;
  givenName: string;
  familyName: string;
  email: string | null;
}
