import { optionTexts, orDash, yesNo } from "../labels";
import type { EnrollmentRequestRow } from "./schemas";

/** 'Descuentos y seguro escolar' of a full request, as label and value: the view and the PDF show the same rows. */
export function discountRows(r: EnrollmentRequestRow): [string, string][] {
  const texts = optionTexts(r);
  return [
    ["Descuento general", texts.generalDiscount],
    ["Discapacidad", texts.minusDiscount],
    ["Modalidad síncrona", texts.synchronousDiscount],
    ["Matrícula de honor", yesNo(r.discountMH)],
    ["Familiar", yesNo(r.discountUcav)],
    ["Convenio", r.discountConv ? `Sí: ${orDash(r.discountConvText)}` : "No"],
    ["Otro descuento", r.discountOther ? `Sí: ${orDash(r.discountOtherText)}` : "No"],
    ["Seguro escolar", texts.insurance],
  ];
}
