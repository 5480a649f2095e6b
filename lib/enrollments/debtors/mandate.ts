import { env } from "@/lib/config";
import { section, type PdfBlock } from "@/lib/pdf/model";
import { DIRECT_DEBIT_PAYMENTS } from "../constants";
import { formatIban, optionTexts, orDash, type Say } from "../texts";
import type { EnrollmentRequestRow } from "../requests/schemas";

/**
 * The university's SEPA creditor identifier (`SEPA_CREDITOR_ID`), printed on every direct-debit
 * mandate. The default is a well-formed placeholder (check digits right) for demos and tests.
 */
export function sepaCreditorId(): string {
  return env("SEPA_CREDITOR_ID");
}

/** The mandate's unique reference: the request's type and number, fixed for the life of the request (at most 35 characters). */
export const mandateReference = (request: Pick<EnrollmentRequestRow, "id" | "enrollmentType">) =>
  `${request.enrollmentType === "R" ? "MAT" : "EXT"}-${String(request.id).padStart(10, "0")}`;

const debtorAddress = (r: EnrollmentRequestRow) =>
  [r.debtAddress, `${r.debtZipCode} ${r.debtCity}`.trim(), r.debtState, r.debtCountry]
    .filter((p) => p.trim())
    .join(", ");

/** 'Datos del deudor' of the request's PDF, in the language of `t`; nothing when the payment needs no debtor. */
export function debtorBlocks(request: EnrollmentRequestRow, t: Say): PdfBlock[] {
  if (!request.debtOption) return [];
  const texts = optionTexts(request, t);
  return [
    ...section(t("fields.debtorData"), [
      [t("fields.debtorType"), texts.debtOption],
      [t("fields.docType"), texts.debtDocType],
      [t("fields.document"), request.debtDNI],
      [t("fields.name"), request.debtName],
      [t("fields.address"), debtorAddress(request)],
      [t("fields.iban"), request.debtIBAN ? formatIban(request.debtIBAN) : "-"],
      [t("fields.bic"), orDash(request.debtBIC)],
    ]),
  ];
}

/**
 * The SEPA Core mandate the debtor signs, for the payments charged by direct debit, in the language of
 * `t` (its standard wording: the EPC rulebook's, in Spanish the Spanish banking association's text).
 */
export function mandateBlocks(
  request: EnrollmentRequestRow,
  creditor: { id: string; name: string },
  t: Say,
): PdfBlock[] {
  if (!DIRECT_DEBIT_PAYMENTS.includes(request.paymentOption) || !request.debtOption) return [];
  return [
    ...section(t("mandate.title"), [
      [t("mandate.reference"), mandateReference(request)],
      [t("mandate.creditorId"), creditor.id],
      [t("mandate.creditorName"), creditor.name],
      [t("mandate.paymentType"), t(request.paymentOption === "THREE_TERMS" ? "mandate.recurrent" : "mandate.single")],
      [t("mandate.debtorName"), request.debtName],
      [t("mandate.debtorAddress"), debtorAddress(request)],
      [t("mandate.debtorIban"), formatIban(request.debtIBAN)],
      [t("mandate.debtorBic"), orDash(request.debtBIC)],
    ]),
    { kind: "paragraph", text: t("mandate.text") },
    { kind: "signatures", boxes: [t("mandate.place"), t("mandate.date"), t("mandate.signature")] },
  ];
}
