import { useCallback } from "react";
import { NEW_ROW_PARAM } from "@/lib/list/new-row";
import { useSearchParamsUpdate, type SearchParamChanges } from "./use-search-params-update";

/**
 * After a receipt: `show(id, changes?)` goes to the first page of the person's list (with `changes`, e.g. the
 * list's tab) and names the new row in the URL, which the list highlights.
 */
export function useShowNewRow(): (id: number, changes?: SearchParamChanges) => void {
  const { update } = useSearchParamsUpdate();
  return useCallback((id, changes = {}) => update({ ...changes, [NEW_ROW_PARAM]: String(id), page: null }), [update]);
}
