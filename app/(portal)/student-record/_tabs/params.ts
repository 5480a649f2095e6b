import type { SearchParams } from "@/lib/list/page-query";

/** The first value of a search parameter, or "". */
export const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

export type { SearchParams };
