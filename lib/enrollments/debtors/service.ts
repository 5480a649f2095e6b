import type { EnrollmentRequestBody } from "../requests/schemas";
import { needsDebtor } from "./schemas";

const compact = (value: string) => value.toUpperCase().replace(/\s+/g, "");

/**
 * The debtor's columns of a new request: kept only for a full request paid by direct debit, IBAN and
 * BIC only for a person (in capitals, without spaces); null otherwise.
 */
export function debtorValues(body: EnrollmentRequestBody) {
  const debtor = body.enrollmentType === "R" && needsDebtor(body.paymentOption);
  const orNull = (value: string) => (debtor && value ? value : null);
  const bank = debtor && body.debtOption === "INDIVIDUAL";
  return {
    debtDocType: debtor ? body.debtDocType : null,
    debtOption: debtor ? body.debtOption : null,
    debtDNI: orNull(body.debtDNI.toUpperCase()),
    debtName: orNull(body.debtName),
    debtAddress: orNull(body.debtAddress),
    debtCity: orNull(body.debtCity),
    debtZipCode: orNull(body.debtZipCode),
    debtState: orNull(body.debtState),
    debtCountry: orNull(body.debtCountry),
    debtIBAN: bank ? compact(body.debtIBAN) : null,
    debtBIC: bank ? compact(body.debtBIC) : null,
  };
}
