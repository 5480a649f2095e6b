import { env } from "@/lib/config";

/**
 * The university's SEPA creditor identifier (`SEPA_CREDITOR_ID`), printed on every direct-debit
 * mandate. The default is a well-formed placeholder (check digits right) for demos and tests.
 */
export function sepaCreditorId(): string {
  return env("SEPA_CREDITOR_ID");
}
