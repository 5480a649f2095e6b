import { z } from "@/lib/validation/z";
import { parsePortalDateTime } from "@/lib/dates";

// Zod schemas for single CSV cells. Every message names the column or the value, since the
// person reading it is fixing a spreadsheet, not a form.

const quoted = (value: unknown) => JSON.stringify(String(value));

/** A required cell, trimmed. */
export const required = (column: string) =>
  z
    .string()
    .trim()
    .min(1, { error: `falta el valor de ${column}` });

/** An optional cell: blank becomes null, anything else must pass `inner`. */
export const optional = <T extends z.ZodType>(inner: T) =>
  z
    .preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), inner.optional())
    .transform((v) => v ?? null);

/** Free text for `optional()`. */
export const text = z.string().trim();

/** One of a fixed list, e.g. `oneOf("role", "rol", ROLES)`. */
export const oneOf = <const V extends readonly [string, ...string[]]>(column: string, label: string, values: V) =>
  required(column).pipe(z.enum(values, { error: (iss) => `${label} ${quoted(iss.input)} no válido` }));

export const booleanCell = (column: string) =>
  required(column)
    .pipe(z.enum(["true", "false"], { error: (iss) => `${column} ${quoted(iss.input)} no válido: usa true o false` }))
    .transform((v) => v === "true");

/** A decimal with a dot and at most two decimals (the columns are numeric(_, 2)), within [min, max]. */
export const decimal = (column: string, min: number, max: number) =>
  required(column)
    .regex(/^\d+(\.\d{1,2})?$/, {
      error: (iss) =>
        `${column} ${quoted(iss.input)} no es un número válido (usa el punto decimal y como mucho dos decimales)`,
    })
    .transform(Number)
    .refine((n) => n >= min && n <= max, {
      error: (iss) => `${column} ${String(iss.input)} fuera del rango ${min}–${max}`,
    });

function isHttpUrl(value: string): boolean {
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** An absolute http(s) URL: the portal renders these as links, so other schemes are refused. */
export const httpUrl = (column: string) =>
  required(column).refine(isHttpUrl, {
    error: (iss) => `${column} ${quoted(iss.input)} no es una dirección http(s) válida`,
  });

export const email = (column: string) =>
  required(column).regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, {
    error: (iss) => `${column} ${quoted(iss.input)} no es un correo válido`,
  });

export const phone = (column: string) =>
  required(column).regex(/^\+?\d[\d ]{5,19}$/, {
    error: (iss) => `${column} ${quoted(iss.input)} no es un teléfono válido`,
  });

/** A whole number within [min, max]. */
export const integer = (column: string, min: number, max: number) =>
  required(column)
    .regex(/^\d+$/, { error: (iss) => `${column} ${quoted(iss.input)} no es un número entero` })
    .transform(Number)
    .refine((n) => n >= min && n <= max, {
      error: (iss) => `${column} ${String(iss.input)} fuera del rango ${min}–${max}`,
    });

/** A date and time, ISO 8601 or `DD/MM/YYYY HH:mm` (in the portal's time zone), as a Date. */
export const dateTime = (column: string) =>
  required(column).transform((value, ctx) => {
    const date = parsePortalDateTime(value);
    if (!date) {
      ctx.addIssue({
        code: "custom",
        message: `${column} ${quoted(value)} no es una fecha válida (usa ISO 8601 o DD/MM/AAAA HH:mm)`,
      });
      return z.NEVER;
    }
    return date;
  });
