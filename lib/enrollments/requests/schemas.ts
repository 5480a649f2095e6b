import { tableQuerySchema } from "@/lib/list/table-query";
import { says } from "@/lib/i18n/schema-message";
import { REQUIRED } from "@/lib/validation/common";
import { z } from "@/lib/validation/z";
import {
  ENROLLMENT_TYPES,
  GENERAL_DISCOUNT_OPTIONS,
  INSURANCE_OPTIONS,
  MINUS_DISCOUNT_OPTIONS,
  PAYMENT_OPTIONS,
  SYNCHRONOUS_DISCOUNT_OPTIONS,
  TIME_OPTIONS,
  type PaymentOption,
} from "@/db/enums/enrollments";
import { blankToUndefined, text } from "../schemas";
import { debtorFields, debtorProblems, FORM_NOT_VALID, needsDebtor } from "../debtors/schemas";

// Seed 002 §5 and §8, word for word (in Spanish; the catalogue says them in every language).
const NO_COURSES = says("enrollments.validation.noCourses");
const NO_PAYMENT = says("enrollments.validation.noPayment");

const flag = (fallback: boolean) => z.boolean().default(fallback);

/**
 * `POST /enrollments-api/requests`, and the student's forms (full R and extension A). Every field
 * has a default, so the rules below always run and give the specification's messages in its order:
 * courses, then payment, then the debtor data (one message for the form, one per wrong field).
 * `grade` is the degree's externalId, under the specification's name.
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
    ...debtorFields,
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

export const ENROLLMENT_SORT_KEYS = ["created", "id"] as const;

/** `GET /enrollments-api/requests` (own) and `/requests/all` (staff), and the CSV: paging and the staff's filters. */
export const enrollmentListQuery = tableQuerySchema(ENROLLMENT_SORT_KEYS).extend({
  enrollmentType: z.preprocess(blankToUndefined, z.enum(ENROLLMENT_TYPES).optional()),
  processed: z.preprocess(blankToUndefined, z.enum(["true", "false"]).optional()),
  enrollmentTermId: z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional()),
  userExternalId: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
});
export type EnrollmentListQuery = z.infer<typeof enrollmentListQuery>;

export const externalUserParams = z.object({ externalUserId: z.string().trim().min(1).max(100) });

/** A user's personal data as the form and the PDF show them. */
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
  userGivenName: string;
  userFamilyName: string;
  userDni: string;
  /** The name of the degree `grade` names; null if the information system no longer lists it. */
  gradeName: string | null;
  isProcessed: boolean;
  filesPending: boolean;
  courses: string[];
  courseDetails: { courseId: string; courseName: string; credits: number }[];
  files: string[];
};
