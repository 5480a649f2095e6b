// The Spanish labels of the enrolment options (seed 002 §9), read from the catalogue
// (messages/es/enrollments.json, `options`): for readers that still print Spanish only (the
// personal-data export). The portal's own screens, files and documents say them in a language
// through lib/enrollments/texts.ts.
import type {
  DebtDocType,
  DebtOption,
  EnrollmentType,
  GeneralDiscountOption,
  InsuranceOption,
  MinusDiscountOption,
  PaymentOption,
  SynchronousDiscountOption,
  TimeOption,
} from "@/db/enums/enrollments";
import es from "@/messages/es/enrollments.json";

const { options } = es;

export const ENROLLMENT_TYPE_LABELS: Record<EnrollmentType, string> = options.enrollmentType;
export const TERM_TYPE_LABELS: Record<EnrollmentType, string> = options.termType;
export const TIME_OPTION_LABELS: Record<TimeOption, string> = options.time;
export const GENERAL_DISCOUNT_LABELS: Record<GeneralDiscountOption, string> = options.generalDiscount;
export const MINUS_DISCOUNT_LABELS: Record<MinusDiscountOption, string> = options.minusDiscount;
export const SYNCHRONOUS_DISCOUNT_LABELS: Record<SynchronousDiscountOption, string> = options.synchronousDiscount;
export const INSURANCE_LABELS: Record<InsuranceOption, string> = options.insurance;
export const PAYMENT_LABELS: Record<PaymentOption, string> = options.payment;
export const DEBT_OPTION_LABELS: Record<DebtOption, string> = options.debtOption;
export const DEBT_DOC_TYPE_LABELS: Record<DebtDocType, string> = options.debtDocType;
