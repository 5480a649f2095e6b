// Spanish labels of the enrolment options (seed 002 §9), for the forms, the lists, the view and the PDF.
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

export const ENROLLMENT_TYPE_LABELS: Record<EnrollmentType, string> = { R: "Matrícula", A: "Extensión de matrícula" };
/**
 * What tells an enrolment request apart, after the word 'solicitud': its type, its student and its call
 * ('de matrícula de Lucía García (Automatrícula 2026-2027)'), never its row id.
 */
export const enrollmentRequestOf = (r: {
  enrollmentType: EnrollmentType;
  userName: string;
  enrollmentTerm: { name: string } | null;
}) =>
  `de ${ENROLLMENT_TYPE_LABELS[r.enrollmentType].toLowerCase()} de ${r.userName}${r.enrollmentTerm ? ` (${r.enrollmentTerm.name})` : ""}`;
export const TERM_TYPE_LABELS: Record<EnrollmentType, string> = { R: "Automatrícula", A: "Extensión de matrícula" };

export const TIME_OPTION_LABELS: Record<TimeOption, string> = {
  FULL_TIME: "Tiempo completo",
  PART_TIME: "Tiempo parcial",
};

export const GENERAL_DISCOUNT_LABELS: Record<GeneralDiscountOption, string> = {
  NO_DISCOUNT: "Sin descuento",
  DISCOUNT_FNCG: "Familia numerosa de categoría general",
  DISCOUNT_FNCE: "Familia numerosa de categoría especial",
};

export const MINUS_DISCOUNT_LABELS: Record<MinusDiscountOption, string> = {
  NO_MINUS: "Sin discapacidad",
  MINUS_33: "Discapacidad del 33% al 66%",
  MINUS_66: "Discapacidad superior al 66%",
};

export const SYNCHRONOUS_DISCOUNT_LABELS: Record<SynchronousDiscountOption, string> = {
  NO_SYNCHRONOUS: "Sin descuento por modalidad síncrona",
  SYNCHRONOUS: "Descuento por modalidad síncrona",
};

export const INSURANCE_LABELS: Record<InsuranceOption, string> = {
  NO_INSURANCE: "Sin seguro escolar",
  INSURANCE_LESS_28: "Seguro escolar (menores de 28 años)",
  INSURANCE_MORE_28: "Seguro escolar (28 años o más)",
};

export const PAYMENT_LABELS: Record<PaymentOption, string> = {
  FULL_DOM: "Pago único domiciliado",
  THREE_TERMS: "Pago en 3 plazos sin coste",
  FINANCED:
    "Pago financiado en 10 plazos al 0% TIN, con un 4% de gastos de apertura, a través de la entidad financiera colaboradora",
  FULL_INTERNATIONAL: "Pago único para alumnos internacionales",
  FULL: "Pago único",
};

export const DEBT_OPTION_LABELS: Record<DebtOption, string> = { INDIVIDUAL: "Persona física", BUSINESS: "Empresa" };
export const DEBT_DOC_TYPE_LABELS: Record<DebtDocType, string> = {
  ES: "Documento español (DNI, NIE o CIF)",
  EXT: "Documento extranjero",
};

export const yesNo = (value: boolean) => (value ? "Sí" : "No");

/** A text as printed: "-" when blank. */
export const orDash = (value: string | null | undefined) => (value && value.trim() ? value : "-");

/** An IBAN printed in groups of four. */
export const formatIban = (iban: string) => iban.replace(/\s+/g, "").replace(/(.{4})(?=.)/g, "$1 ");

type Options = {
  timeOption?: TimeOption | null;
  generalDiscountOption?: GeneralDiscountOption | null;
  minusDiscountOption?: MinusDiscountOption | null;
  synchronousDiscountOption?: SynchronousDiscountOption | null;
  insuranceOption?: InsuranceOption | null;
  paymentOption?: PaymentOption | null;
  debtOption?: DebtOption | null;
  debtDocType?: DebtDocType | null;
};

const labelOf = <K extends string>(labels: Record<K, string>, value: K | null | undefined) =>
  value ? labels[value] : "-";

/** The Spanish text of each option a request (or the form's values) holds; "-" where it has none. */
export function optionTexts(r: Options) {
  return {
    time: labelOf(TIME_OPTION_LABELS, r.timeOption),
    generalDiscount: labelOf(GENERAL_DISCOUNT_LABELS, r.generalDiscountOption),
    minusDiscount: labelOf(MINUS_DISCOUNT_LABELS, r.minusDiscountOption),
    synchronousDiscount: labelOf(SYNCHRONOUS_DISCOUNT_LABELS, r.synchronousDiscountOption),
    insurance: labelOf(INSURANCE_LABELS, r.insuranceOption),
    payment: labelOf(PAYMENT_LABELS, r.paymentOption),
    debtOption: labelOf(DEBT_OPTION_LABELS, r.debtOption),
    debtDocType: labelOf(DEBT_DOC_TYPE_LABELS, r.debtDocType),
  };
}
