// The enrolment module's enumerations (seed 002 §9), the enrolment tables' enums.

/** R: full enrolment (Matrícula); A: enrolment extension (Extensión de matrícula). */
export const ENROLLMENT_TYPES = ["R", "A"] as const;
export type EnrollmentType = (typeof ENROLLMENT_TYPES)[number];

export const TIME_OPTIONS = ["FULL_TIME", "PART_TIME"] as const;
export const GENERAL_DISCOUNT_OPTIONS = ["NO_DISCOUNT", "DISCOUNT_FNCG", "DISCOUNT_FNCE"] as const;
export const MINUS_DISCOUNT_OPTIONS = ["NO_MINUS", "MINUS_33", "MINUS_66"] as const;
export const SYNCHRONOUS_DISCOUNT_OPTIONS = ["NO_SYNCHRONOUS", "SYNCHRONOUS"] as const;
export const INSURANCE_OPTIONS = ["NO_INSURANCE", "INSURANCE_LESS_28", "INSURANCE_MORE_28"] as const;
/** The full form's four conditions, and FULL, the extension's single payment. */
export const PAYMENT_OPTIONS = ["FULL_DOM", "THREE_TERMS", "FINANCED", "FULL_INTERNATIONAL", "FULL"] as const;
export const DEBT_OPTIONS = ["INDIVIDUAL", "BUSINESS"] as const;
export const DEBT_DOC_TYPES = ["ES", "EXT"] as const;

export type TimeOption = (typeof TIME_OPTIONS)[number];
export type GeneralDiscountOption = (typeof GENERAL_DISCOUNT_OPTIONS)[number];
export type MinusDiscountOption = (typeof MINUS_DISCOUNT_OPTIONS)[number];
export type SynchronousDiscountOption = (typeof SYNCHRONOUS_DISCOUNT_OPTIONS)[number];
export type InsuranceOption = (typeof INSURANCE_OPTIONS)[number];
export type PaymentOption = (typeof PAYMENT_OPTIONS)[number];
export type DebtOption = (typeof DEBT_OPTIONS)[number];
export type DebtDocType = (typeof DEBT_DOC_TYPES)[number];
