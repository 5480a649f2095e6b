import type { z } from "@/lib/validation/z";

/** Next's `searchParams`, awaited. */
export type SearchParams = Record<string, string | string[] | undefined>;

/**
 * A list page's query from its URL: `schema` parsed over `searchParams` (with `fixed` values the
 * page sets itself, such as a tab's filter). A parameter that fails is dropped and the rest parsed
 * again, so one bad value (a hand-edited `page=x`) falls back to its default alone and every other
 * filter stays; the endpoints, unlike pages, answer a bad parameter with a 400.
 */
export function pageQuery<S extends z.ZodType>(
  schema: S,
  searchParams: SearchParams,
  fixed: Record<string, unknown> = {},
): z.output<S> {
  const input: Record<string, unknown> = { ...searchParams, ...fixed };
  for (;;) {
    const parsed = schema.safeParse(input);
    if (parsed.success) return parsed.data;
    const bad = parsed.error.issues
      .map((issue) => issue.path[0])
      .filter((key): key is string => typeof key === "string" && key in input && !(key in fixed));
    // An issue no single parameter owns (a rule across several): keep only what the page fixed.
    if (bad.length === 0) return schema.parse(fixed);
    for (const key of bad) delete input[key];
  }
}
