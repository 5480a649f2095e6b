import type { MessageKeys, NestedKeyOf } from "use-intl/core";
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
import type { Messages } from "@/lib/i18n/catalogue";

type Enrollments = Messages["enrollments"];

/** A key of the `enrollments` namespace of the catalogue. */
export type EnrollmentsKey = MessageKeys<Enrollments, NestedKeyOf<Enrollments>>;

/**
 * The texts of enrolments in one language: `useTranslations("enrollments")` in a component,
 * `translator(locale, "enrollments")` (lib/i18n/translate.ts) for a file or a document.
 */
export type Say = (key: EnrollmentsKey, values?: Record<string, string | number>) => string;

/** "Sí"/"No" in the language of `t`. */
export const yesNo = (value: boolean, t: Say) => t(value ? "options.yes" : "options.no");

/** A text as printed: "-" when blank. */
export const orDash = (value: string | null | undefined) => (value && value.trim() ? value : "-");

/** An IBAN printed in groups of four. */
export const formatIban = (iban: string) => iban.replace(/\s+/g, "").replace(/(.{4})(?=.)/g, "$1 ");

/**
 * What tells an enrolment request apart, after the word 'solicitud': its type, its student and its call
 * ('de matrícula de Lucía García (Automatrícula 2026-2027)'), never its row id.
 */
export const enrollmentRequestOf = (
  r: { enrollmentType: EnrollmentType; userName: string; enrollmentTerm: { name: string } | null },
  t: Say,
) => {
  const type = t(`options.enrollmentTypeLower.${r.enrollmentType}`);
  return r.enrollmentTerm
    ? t("actions.requestOfInTerm", { type, name: r.userName, term: r.enrollmentTerm.name })
    : t("actions.requestOf", { type, name: r.userName });
};

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

/** The text of each option a request (or the form's values) holds, in the language of `t`; "-" where it has none. */
export function optionTexts(r: Options, t: Say) {
  const labelOf = <G extends keyof Enrollments["options"]>(group: G, value: string | null | undefined) =>
    value ? t(`options.${group}.${value}` as EnrollmentsKey) : "-";
  return {
    time: labelOf("time", r.timeOption),
    generalDiscount: labelOf("generalDiscount", r.generalDiscountOption),
    minusDiscount: labelOf("minusDiscount", r.minusDiscountOption),
    synchronousDiscount: labelOf("synchronousDiscount", r.synchronousDiscountOption),
    insurance: labelOf("insurance", r.insuranceOption),
    payment: labelOf("payment", r.paymentOption),
    debtOption: labelOf("debtOption", r.debtOption),
    debtDocType: labelOf("debtDocType", r.debtDocType),
  };
}

/** The options of one group of the catalogue's `options` (value → label), for a select or a radio group. */
export const optionList = <V extends string>(values: readonly V[], label: (value: V) => string) =>
  values.map((value) => ({ value, label: label(value) }));
