import { z } from "@/lib/validation/z";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "./table-constants";

export * from "./table-constants";

// Search params arrive as `string | string[]` (Next's `searchParams`) and forms send `sort=` when
// nothing is chosen: take the first value and read an empty one as absent, so defaults apply.
function firstValue(value: unknown): unknown {
  const first = Array.isArray(value) ? value[0] : value;
  return first === "" || first === null ? undefined : first;
}

/**
 * The zod schema of a table's `page` (int ≥ 0, default 0), `size` (1–100, default 10),
 * `sort` (one of `sortKeys`, optional) and `direction` (`asc`/`desc`, default `desc`).
 * Works on Next's `searchParams` and on `Object.fromEntries(url.searchParams)`; invalid values
 * fail with zod's messages (the API says them in the requester's language). Add a module's filters
 * with `.extend({...})`.
 */
export function tableQuerySchema<const K extends string>(sortKeys: readonly K[]) {
  return z.object({
    page: z.preprocess(firstValue, z.coerce.number().int().min(0).default(0)),
    size: z.preprocess(firstValue, z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE)),
    sort: z.preprocess(firstValue, z.enum(sortKeys as readonly [K, ...K[]]).optional()),
    direction: z.preprocess(firstValue, z.enum(["asc", "desc"]).default("desc")),
  });
}
