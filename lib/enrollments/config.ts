/**
 * The university's SEPA creditor identifier (`SEPA_CREDITOR_ID`), printed on every direct-debit
 * mandate. The default is a well-formed placeholder (check digits right) for demos and tests.
 */
export function sepaCreditorId(): string {
  return process.env.SEPA_CREDITOR_ID?.trim() || "ES48ZZZQ0000000J";
}
