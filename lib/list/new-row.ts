import type { SearchParams } from "./page-query";

/**
 * The URL parameter a receipt's 'Aceptar' leaves on the person's list: the id of the row just created,
 * which the list highlights (issue 24, receipts).
 */
export const NEW_ROW_PARAM = "nueva";

/** The id of the row to highlight, when the URL names one. */
export function newRowKey(params: SearchParams): number | undefined {
  const value = Number(params[NEW_ROW_PARAM]);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}
