import { tableQuerySchema } from "@/lib/list/table-query";
import { isValidBic, isValidIban } from "@/lib/validation/bank-account";
import { REQUIRED } from "@/lib/validation/common";
import { isValidSpanishDocument } from "@/lib/validation/spanish-id";
import { z } from "@/lib/validation/z";
import {
  DEBT_DOC_TYPES,
  DEBT_OPTIONS,
  DIRECT_DEBIT_PAYMENTS,
  ENROLLMENT_TYPES,
  GENERAL_DISCOUNT_OPTIONS,
  INSURANCE_OPTIONS,
  MINUS_DISCOUNT_OPTIONS,
  PAYMENT_OPTIONS,
  SYNCHRONOUS_DISCOUNT_OPTIONS,
  TIME_OPTIONS,
  type EnrollmentType,
  type PaymentOption,
} from "./constants";

// Seed 002 §5 and §8, word for word.
export const NO_COURSES = "No se ha seleccionado ninguna asignatura";
export const NO_PAYMENT = "Por favor, selecciona un método de pago";
export const FORM_NOT_VALID = "El formulario no está correcto";
export const PROCESSED_NOT_DELETABLE = "No se puede eliminar una petición ya procesada";
export const NO_ATTACHMENT = "No se ha adjuntado ningún archivo";

/** A request's attachments as the endpoint reads them: several files in the field `files`. */
export const ATTACHMENTS_UPLOAD = { field: "files", missing: NO_ATTACHMENT, many: true } as const;
export const FULL_COURSE_WARNING = "Asignatura sin plazas libres";
export const END_BEFORE_START = "La fecha de fin debe ser posterior a la fecha de inicio";

export const BAD_DOCUMENT = "El documento no es un DNI, NIE o CIF válido";
export const BAD_ZIP = "El código postal debe tener 5 dígitos";
export const BAD_IBAN = "El IBAN no es válido";
export const BAD_BIC = "El BIC no es válido";

/** Payments that need no debtor data: the financing partner or the international payment collects them. */
export const needsDebtor = (payment: PaymentOption | undefined) => !!payment && DIRECT_DEBIT_PAYMENTS.includes(payment);

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);
const text = (max: number) => z.string().trim().max(max).default("");
const flag = (fallback: boolean) => z.boolean().default(fallback);

export const DEBTOR_FIELDS = [
  "debtDNI",
  "debtName",
  "debtAddress",
  "debtCity",
  "debtZipCode",
  "debtState",
  "debtCountry",
  "debtIBAN",
  "debtBIC",
] as const;
type DebtorField = (typeof DEBTOR_FIELDS)[number];

type Debtor = Record<DebtorField, string> & { debtDocType: "ES" | "EXT"; debtOption: "INDIVIDUAL" | "BUSINESS" };

/** The debtor form's checks (§5), as field → message; empty when the debtor data are valid. */
export function debtorProblems(d: Debtor): Partial<Record<DebtorField, string>> {
  const problems: Partial<Record<DebtorField, string>> = {};
  const bank = d.debtOption === "INDIVIDUAL";
  for (const field of DEBTOR_FIELDS) {
    if (!bank && (field === "debtIBAN" || field === "debtBIC")) continue;
    if (!d[field].trim()) problems[field] = REQUIRED;
  }
  if (!problems.debtDNI && d.debtDocType === "ES" && !isValidSpanishDocument(d.debtDNI))
    problems.debtDNI = BAD_DOCUMENT;
  if (!problems.debtZipCode && !/^\d{5}$/.test(d.debtZipCode.trim())) problems.debtZipCode = BAD_ZIP;
  if (bank && !problems.debtIBAN && !isValidIban(d.debtIBAN)) problems.debtIBAN = BAD_IBAN;
  if (bank && !problems.debtBIC && !isValidBic(d.debtBIC)) problems.debtBIC = BAD_BIC;
  return problems;
}

/**
 * `POST /enrollments-api/requests`, and the student's forms (full R and extension A). Every field
 * has a default, so the rules below always run and give the specification's messages in its order:
 * courses, then payment, then the debtor data (one message for the form, one per wrong field).
 */
export const enrollmentRequestBody = z
  .object({
    enrollmentType: z.enum(ENROLLMENT_TYPES, { error: REQUIRED }),
    enrollmentTermId: z.coerce.number({ error: REQUIRED }).int().positive(REQUIRED),
    grade: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(100),
    termId: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(100),
    timeOption: z.enum(TIME_OPTIONS).default("FULL_TIME"),
    courses: z.array(z.string().trim().min(1).max(100)).max(100).default([]),
    generalDiscountOption: z.enum(GENERAL_DISCOUNT_OPTIONS).default("NO_DISCOUNT"),
    minusDiscountOption: z.enum(MINUS_DISCOUNT_OPTIONS).default("NO_MINUS"),
    synchronousDiscountOption: z.enum(SYNCHRONOUS_DISCOUNT_OPTIONS).default("NO_SYNCHRONOUS"),
    discountMH: flag(false),
    discountUcav: flag(false),
    discountConv: flag(false),
    discountConvText: text(500),
    discountOther: flag(false),
    discountOtherText: text(500),
    insuranceOption: z.enum(INSURANCE_OPTIONS).default("NO_INSURANCE"),
    paymentOption: z.preprocess(blankToUndefined, z.enum(PAYMENT_OPTIONS).optional()),
    debtDocType: z.enum(DEBT_DOC_TYPES).default("ES"),
    debtOption: z.enum(DEBT_OPTIONS).default("INDIVIDUAL"),
    debtDNI: text(20),
    debtName: text(200),
    debtAddress: text(300),
    debtCity: text(100),
    debtZipCode: text(10),
    debtState: text(100),
    debtCountry: text(100),
    debtIBAN: text(40),
    debtBIC: text(11),
    imageAuthorization: flag(true),
    dataSAPI: flag(false),
    /** The student is about to attach files: the request shows 'Archivos no adjuntados' until they arrive. */
    withFiles: flag(false),
  })
  .superRefine((body, ctx) => {
    if (body.courses.length === 0) ctx.addIssue({ code: "custom", path: ["courses"], message: NO_COURSES });
    if (body.enrollmentType === "A") {
      if (body.paymentOption && body.paymentOption !== "FULL")
        ctx.addIssue({ code: "custom", path: ["paymentOption"], message: NO_PAYMENT });
      return;
    }
    if (!body.paymentOption || body.paymentOption === "FULL") {
      ctx.addIssue({ code: "custom", path: ["paymentOption"], message: NO_PAYMENT });
      return;
    }
    if (!needsDebtor(body.paymentOption)) return;
    const problems = Object.entries(debtorProblems(body));
    if (problems.length === 0) return;
    ctx.addIssue({ code: "custom", path: ["debtor"], message: FORM_NOT_VALID });
    for (const [field, message] of problems) ctx.addIssue({ code: "custom", path: [field], message });
  });
export type EnrollmentRequestInput = z.input<typeof enrollmentRequestBody>;
export type EnrollmentRequestBody = z.output<typeof enrollmentRequestBody>;

/** `POST` and `PATCH /enrollments-api/enrollment-terms`: every field required, the end after the start. */
export const enrollmentTermBody = z
  .object({
    id: z.coerce.number().int().positive().optional(),
    active: z.boolean().default(false),
    type: z.enum(ENROLLMENT_TYPES, { error: REQUIRED }),
    name: z
      .string({ error: REQUIRED })
      .trim()
      .min(1, REQUIRED)
      .max(200, "El nombre no puede superar los 200 caracteres"),
    startDate: z
      .string({ error: REQUIRED })
      .min(1, REQUIRED)
      .pipe(z.iso.datetime({ offset: true, error: "Fecha no válida" })),
    endDate: z
      .string({ error: REQUIRED })
      .min(1, REQUIRED)
      .pipe(z.iso.datetime({ offset: true, error: "Fecha no válida" })),
  })
  .refine((t) => new Date(t.endDate) > new Date(t.startDate), { path: ["endDate"], message: END_BEFORE_START });
export type EnrollmentTermInput = z.input<typeof enrollmentTermBody>;

export const enrollmentTermsQuery = z.object({
  all: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v === "true"),
});

export const ENROLLMENT_SORT_KEYS = ["created", "id"] as const;

/** `GET /enrollments-api/requests` (own) and `/requests/all` (staff), and the CSV: paging and the staff's filters. */
export const enrollmentListQuery = tableQuerySchema(ENROLLMENT_SORT_KEYS).extend({
  enrollmentType: z.preprocess(blankToUndefined, z.enum(ENROLLMENT_TYPES).optional()),
  processed: z.preprocess(blankToUndefined, z.enum(["true", "false"]).optional()),
  enrollmentTermId: z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional()),
  userExternalId: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
});
export type EnrollmentListQuery = z.infer<typeof enrollmentListQuery>;

export const gradeCoursesQuery = z.object({
  available: z.preprocess(blankToUndefined, z.enum(["true", "false"]).optional()),
  academicYearId: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
});

export const gradeParams = z.object({ gradeId: z.string().trim().min(1).max(100) });
export const externalUserParams = z.object({ externalUserId: z.string().trim().min(1).max(100) });

export const ENROLLMENT_TYPE_LABELS: Record<EnrollmentType, string> = { R: "Matrícula", A: "Extensión de matrícula" };
export const TERM_TYPE_LABELS: Record<EnrollmentType, string> = { R: "Automatrícula", A: "Extensión de matrícula" };

export interface EnrollmentTermRow {
  id: number;
  active: boolean;
  name: string;
  type: EnrollmentType;
  startDate: string;
  endDate: string;
}

export interface EnrollmentCourseRow {
  courseId: string;
  courseName: string;
  credits: number;
  available: boolean;
  enrollments: number;
  maxEnrollments: number;
}

export interface EnrollmentUserData {
  givenName: string;
  familyName: string;
  idType: string;
  dni: string;
  externalId: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  mobilePhone: string | null;
  homePhone: string | null;
  email: string | null;
}

type NullableByType =
  | "generalDiscountOption"
  | "minusDiscountOption"
  | "synchronousDiscountOption"
  | "insuranceOption"
  | "debtDocType"
  | "debtOption";

/**
 * A request as every list and the view show it: all its fields, its courses with credits and its
 * files. Discounts and insurance are null on extensions, the debtor's choices null when the payment
 * needs no debtor (whose texts are then "").
 */
export type EnrollmentRequestRow = Omit<
  EnrollmentRequestBody,
  "courses" | "withFiles" | "paymentOption" | NullableByType
> & {
  [K in NullableByType]: EnrollmentRequestBody[K] | null;
} & {
  id: number;
  paymentOption: PaymentOption;
  enrollmentTerm: { name: string } | null;
  created: string;
  userExternalId: string;
  userName: string;
  isProcessed: boolean;
  filesPending: boolean;
  courses: string[];
  courseDetails: { courseId: string; courseName: string; credits: number }[];
  files: string[];
};
