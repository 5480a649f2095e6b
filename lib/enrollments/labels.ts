// The Spanish labels of the enrolment options (seed 002 §9), read from the catalogue
// (messages/es/enrollments.json, `options`), by option value: for readers that still print Spanish
// only (the personal-data export). The portal's own screens, files and documents say them in a
// language through lib/enrollments/texts.ts.
import es from "@/messages/es/enrollments.json";

const { options } = es;

export const ENROLLMENT_TYPE_LABELS = options.enrollmentType;
export const TERM_TYPE_LABELS = options.termType;
export const TIME_OPTION_LABELS = options.time;
export const GENERAL_DISCOUNT_LABELS = options.generalDiscount;
export const MINUS_DISCOUNT_LABELS = options.minusDiscount;
export const SYNCHRONOUS_DISCOUNT_LABELS = options.synchronousDiscount;
export const INSURANCE_LABELS = options.insurance;
export const PAYMENT_LABELS = options.payment;
export const DEBT_OPTION_LABELS = options.debtOption;
export const DEBT_DOC_TYPE_LABELS = options.debtDocType;
