import { z } from "@/lib/validation/z";
import { parsePortalDateTime } from "@/lib/dates";
import { msg, type Msg, type MessageKey, type MessageValues } from "@/lib/i18n/message";

// Zod schemas for single CSV cells. Every message names the column or the value, since the
// person reading it is fixing a spreadsheet, not a form. A message is a catalogue key (imports.cells.*)
// whose values ride in the issue's params, so that the line is said in the uploader's language (./reason.ts).

/** A cell's value as the messages quote it. */
export const quoted = (value: unknown) => JSON.stringify(String(value));

/** The issue of `message`: its key as the issue's message, its values as the issue's params. */
const issueOf = ({ key, values }: Msg) => ({ code: "custom" as const, message: key, params: values ?? {} });

/** Refuses the cell (or, from a rule of the row, the cell at `path`) with `message`. */
export function refuse(ctx: z.RefinementCtx, message: Msg, path?: string[]): void {
  ctx.addIssue({ ...issueOf(message), path });
}

/** A check (`superRefine`) that refuses with `say(value)` what `ok` does not accept. */
export const unless =
  <T>(ok: (value: T) => boolean, say: (value: T) => Msg) =>
  (value: T, ctx: z.RefinementCtx) => {
    if (!ok(value)) refuse(ctx, say(value));
  };

/** A required cell, trimmed. */
export const required = (column: string) =>
  z
    .string()
    .trim()
    .superRefine(
      unless(
        (v) => v !== "",
        () => msg("imports.cells.missing", { column }),
      ),
    );

/** A required cell whose text must pass `ok`, else `key` names the column, the quoted value and `extra`. */
const matching = (column: string, ok: (value: string) => boolean, key: MessageKey, extra: MessageValues = {}) =>
  required(column).superRefine(unless(ok, (value) => msg(key, { column, value: quoted(value), ...extra })));

/** An optional cell: blank becomes null, anything else must pass `inner`. */
export const optional = <T extends z.ZodType>(inner: T) =>
  z
    .preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), inner.optional())
    .transform((v) => v ?? null);

/** Free text for `optional()`. */
export const text = z.string().trim();

/**
 * One of a fixed list, e.g. `oneOf("role", "imports.cells.role", ROLES)`; `key` is said with the column, the
 * quoted value and `extra`. Like a zod enum, a value not in the list stops the row's own rules.
 */
export const oneOf = <const V extends readonly [string, ...string[]]>(
  column: string,
  key: MessageKey,
  values: V,
  extra: MessageValues = {},
) =>
  required(column).pipe(
    z
      .string()
      .check((payload) => {
        // Pushed as zod pushes a wrong enum value (neither going on nor stopping explicitly): a rule of the whole
        // row is then skipped unless it asks for itself (`when`).
        const { value } = payload;
        if (!values.includes(value))
          payload.issues.push({ ...issueOf(msg(key, { column, value: quoted(value), ...extra })), input: value });
      })
      .transform((v) => v as V[number]),
  );

export const booleanCell = (column: string) =>
  oneOf(column, "imports.cells.notBoolean", ["true", "false"], { true: "true", false: "false" }).transform(
    (v) => v === "true",
  );

/** `n` within [min, max], or refused naming the column and the number. */
const inRange = (column: string, min: number, max: number) =>
  unless(
    (n: number) => n >= min && n <= max,
    (n) => msg("imports.cells.outOfRange", { column, value: String(n), min: String(min), max: String(max) }),
  );

/** A decimal with a dot and at most two decimals (the columns are numeric(_, 2)), within [min, max]. */
export const decimal = (column: string, min: number, max: number) =>
  matching(column, (v) => /^\d+(\.\d{1,2})?$/.test(v), "imports.cells.notDecimal")
    .transform(Number)
    .superRefine(inRange(column, min, max));

function isHttpUrl(value: string): boolean {
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** An absolute http(s) URL: the portal renders these as links, so other schemes are refused. */
export const httpUrl = (column: string) => matching(column, isHttpUrl, "imports.cells.notUrl", { scheme: "http(s)" });

export const email = (column: string) =>
  matching(column, (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), "imports.cells.notEmail");

export const phone = (column: string) =>
  matching(column, (v) => /^\+?\d[\d ]{5,19}$/.test(v), "imports.cells.notPhone");

/** A whole number within [min, max]. */
export const integer = (column: string, min: number, max: number) =>
  matching(column, (v) => /^\d+$/.test(v), "imports.cells.notInteger")
    .transform(Number)
    .superRefine(inRange(column, min, max));

/** A single letter, upper-cased (an exam's option). */
export const letter = (column: string) =>
  matching(column, (v) => /^[A-Za-z]$/.test(v), "imports.cells.notLetter").transform((v) => v.toUpperCase());

/** A date and time, ISO 8601 or `DD/MM/YYYY HH:mm` (in the portal's time zone), as a Date. */
export const dateTime = (column: string) =>
  required(column).transform((value, ctx) => {
    const date = parsePortalDateTime(value);
    if (!date) {
      refuse(ctx, msg("imports.cells.notDateTime", { column, value: quoted(value) }));
      return z.NEVER;
    }
    return date;
  });
