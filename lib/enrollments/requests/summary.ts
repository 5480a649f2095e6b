import { optionTexts, orDash, yesNo, type Say } from "../texts";
import type { EnrollmentRequestRow } from "./schemas";

/**
 * 'Descuentos y seguro escolar' of a full request, as label and value, in the language of `t`: the view
 * and the PDF show the same rows.
 */
export function discountRows(r: EnrollmentRequestRow, t: Say): [string, string][] {
  const texts = optionTexts(r, t);
  const yesWith = (ticked: boolean, text: string | null | undefined) =>
    ticked ? t("options.yesWith", { text: orDash(text) }) : t("options.no");
  return [
    [t("fields.generalDiscount"), texts.generalDiscount],
    [t("fields.minusDiscount"), texts.minusDiscount],
    [t("fields.synchronousDiscount"), texts.synchronousDiscount],
    [t("fields.honours"), yesNo(r.discountMH, t)],
    [t("fields.family"), yesNo(r.discountUcav, t)],
    [t("fields.agreement"), yesWith(r.discountConv, r.discountConvText)],
    [t("fields.otherDiscount"), yesWith(r.discountOther, r.discountOtherText)],
    [t("fields.insurance"), texts.insurance],
  ];
}
