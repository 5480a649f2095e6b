import { z } from "@/lib/validation/z";

// The zod pieces the sub-modules' schemas share.

/** A blank form value ("" or null) reads as absent, so an optional field's default or absence applies. */
export const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

/** A trimmed text of at most `max` characters, "" when absent. */
export const text = (max: number) => z.string().trim().max(max).default("");
