import { says } from "@/lib/i18n/schema-message";
import { optionalText, REQUIRED } from "@/lib/validation/common";
import { isValidIdNumber } from "@/lib/validation/spanish-id";
import { z } from "@/lib/validation/z";
import { USER_TEXT_MAX } from "../constants";
import { type InstanceAction, type InstanceStatus } from "@/db/enums/instances";
import type { InstanceFileVersionRow } from "../files/schemas";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const normalizedId = (v: string) => v.replace(/[\s-]/g, "").toUpperCase();
/** A Spanish DNI or NIE with its control letter. */
const isValidDniOrNie = (value: string) => {
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
    if (!b[field]) ctx.addIssue({ code: "custom", path: [field], message: says("instances.messages.externalMissing") });
  }
  if (b.dni && !isValidDniOrNie(b.dni))
    ctx.addIssue({ code: "custom", path: ["dni"], message: says("instances.messages.externalDni") });
  if (b.email && !EMAIL.test(b.email))
    ctx.addIssue({ code: "custom", path: ["email"], message: says("instances.messages.externalEmail") });
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
      .max(USER_TEXT_MAX, says("instances.messages.userTextTooLong"))
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
  userText: z.string().max(USER_TEXT_MAX, says("instances.messages.userTextTooLong")),
  file: z
    .instanceof(File, { message: says("instances.messages.fileMissing") })
    .refine((f) => f.size > 0, says("instances.messages.fileMissing")),
});

/** `PATCH /instances-api/instances/{id}`: an answer (secretary), or a new state (IN_PROCESS by the secretary, OPEN to reopen). */
export const instancePatchBody = z
  .object({
    id: z.unknown().optional(),
    instructorText: z.string().trim().max(4000, says("instances.schema.answerTooLong")).optional(),
    status: z.enum(["IN_PROCESS", "OPEN"], { error: says("instances.schema.invalidStatus") }).optional(),
  })
  .refine(
    (b) => (b.instructorText === undefined) !== (b.status === undefined),
    says("instances.messages.patchOneField"),
  );
export type InstancePatchBody = z.infer<typeof instancePatchBody>;

export const answerForm = z.object({ instructorText: z.string().trim().min(1, REQUIRED).max(4000) });

export interface StudentOption {
  externalId: string;
  dni: string;
  givenName: string;
  familyName: string;
  email: string | null;
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

export interface InstanceDetail extends InstanceRow {
  history: InstanceHistoryRow[];
  files: InstanceFileVersionRow[];
  registrations: { kind: "ENTRY" | "EXIT"; code: string; created: string }[];
}
