import { env } from "@/lib/config";
import { section, type PdfBlock } from "@/lib/pdf/model";
import { DIRECT_DEBIT_PAYMENTS } from "../constants";
import { formatIban, optionTexts, orDash } from "../labels";
import type { EnrollmentRequestRow } from "../requests/schemas";

/**
 * The university's SEPA creditor identifier (`SEPA_CREDITOR_ID`), printed on every direct-debit
 * mandate. The default is a well-formed placeholder (check digits right) for demos and tests.
 */
export function sepaCreditorId(): string {
  return env("SEPA_CREDITOR_ID");
}

/** The standard wording of a SEPA Core mandate in Spanish (EPC rulebook, Spanish banking association text). */
export const SEPA_MANDATE_TEXT =
  "Mediante la firma de esta orden de domiciliación, el deudor autoriza (A) al acreedor a enviar instrucciones a la entidad del deudor " +
  "para adeudar su cuenta y (B) a la entidad para efectuar los adeudos en su cuenta siguiendo las instrucciones del acreedor. Como parte " +
  "de sus derechos, el deudor está legitimado al reembolso por su entidad en los términos y condiciones del contrato suscrito con la misma. " +
  "La solicitud de reembolso deberá efectuarse dentro de las ocho semanas que siguen a la fecha de adeudo en cuenta. Puede obtener " +
  "información adicional sobre sus derechos en su entidad financiera.";

/** The mandate's unique reference: the request's type and number, fixed for the life of the request (at most 35 characters). */
export const mandateReference = (request: Pick<EnrollmentRequestRow, "id" | "enrollmentType">) =>
  `${request.enrollmentType === "R" ? "MAT" : "EXT"}-${String(request.id).padStart(10, "0")}`;

const debtorAddress = (r: EnrollmentRequestRow) =>
  [r.debtAddress, `${r.debtZipCode} ${r.debtCity}`.trim(), r.debtState, r.debtCountry]
    .filter((p) => p.trim())
    .join(", ");

/** 'Datos del deudor' of the request's PDF; nothing when the payment needs no debtor. */
export function debtorBlocks(request: EnrollmentRequestRow): PdfBlock[] {
  if (!request.debtOption) return [];
  const texts = optionTexts(request);
  return [
    ...section("Datos del deudor", [
      ["Tipo de deudor", texts.debtOption],
      ["Tipo de documento", texts.debtDocType],
      ["Documento", request.debtDNI],
      ["Nombre", request.debtName],
      ["Dirección", debtorAddress(request)],
      ["IBAN", request.debtIBAN ? formatIban(request.debtIBAN) : "-"],
      ["BIC", orDash(request.debtBIC)],
    ]),
  ];
}

/** The SEPA Core mandate the debtor signs, for the payments charged by direct debit. */
export function mandateBlocks(request: EnrollmentRequestRow, creditor: { id: string; name: string }): PdfBlock[] {
  if (!DIRECT_DEBIT_PAYMENTS.includes(request.paymentOption) || !request.debtOption) return [];
  return [
    ...section("Orden de domiciliación de adeudo directo SEPA (SEPA Core)", [
      ["Referencia de la orden de domiciliación", mandateReference(request)],
      ["Identificador del acreedor", creditor.id],
      ["Nombre del acreedor", creditor.name],
      ["Tipo de pago", request.paymentOption === "THREE_TERMS" ? "Pago recurrente" : "Pago único"],
      ["Nombre del deudor", request.debtName],
      ["Dirección del deudor", debtorAddress(request)],
      ["IBAN del deudor", formatIban(request.debtIBAN)],
      ["BIC del deudor", orDash(request.debtBIC)],
    ]),
    { kind: "paragraph", text: SEPA_MANDATE_TEXT },
    { kind: "signatures", boxes: ["Lugar de la firma", "Fecha", "Firma del deudor"] },
  ];
}
