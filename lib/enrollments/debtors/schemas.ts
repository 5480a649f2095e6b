import { isValidBic, isValidIban } from "@/lib/validation/bank-account";
import { says } from "@/lib/i18n/schema-message";
import { REQUIRED } from "@/lib/validation/common";
import { isValidSpanishDocument } from "@/lib/validation/spanish-id";
import { z } from "@/lib/validation/z";
import { DIRECT_DEBIT_PAYMENTS } from "../constants";
import { DEBT_DOC_TYPES, DEBT_OPTIONS, type PaymentOption } from "@/db/enums/enrollments";
import { text } from "../schemas";

// Seed 002 §5 and §8, word for word (in Spanish; the catalogue says them in every language).
export const FORM_NOT_VALID = says("enrollments.validation.formNotValid");
const BAD_DOCUMENT = says("enrollments.validation.badDocument");
const BAD_ZIP = says("enrollments.validation.badZip");
const BAD_IBAN = says("enrollments.validation.badIban");
const BAD_BIC = says("enrollments.validation.badBic");

/** Payments that need no debtor data: the financing partner or the international payment collects them. */
export const needsDebtor = (payment: PaymentOption | undefined) => !!payment && DIRECT_DEBIT_PAYMENTS.includes(payment);

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

/** The debtor's part of the request body: every field has a default, so the checks below always run. */
export const debtorFields = {
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
};

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

type Person = {
  idType: string;
  dni: string;
  givenName: string;
  familyName: string;
  address: string | null;
  city: string | null;
  zipCode: string | null;
  state: string | null;
};

/** A person as the debtor of their own request ('El deudor soy yo'): in capitals, in Spain; IBAN and BIC are left to type. */
export function debtorOf(p: Person) {
  return {
    debtDocType: p.idType === "PASSPORT" ? "EXT" : "ES",
    debtOption: "INDIVIDUAL",
    debtDNI: p.dni,
    debtName: `${p.givenName} ${p.familyName}`.toUpperCase(),
    debtAddress: (p.address ?? "").toUpperCase(),
    debtCity: (p.city ?? "").toUpperCase(),
    debtZipCode: p.zipCode ?? "",
    debtState: (p.state ?? "").toUpperCase(),
    debtCountry: "ESPAÑA",
  } as const;
}
