import { z } from "zod";
import { canonicalTimeZone } from "@/lib/time-zone";

/**
 * One environment variable the portal reads: how its text becomes a value, what it expects (for the
 * start-up message), its default as the documentation shows it, and what it means.
 */
export interface Setting<T> {
  schema: z.ZodType<T, string | undefined>;
  expects: string;
  /** The default as `.env.example` and the README show it; "unset" when there is none. */
  defaultText: string;
  meaning: string;
  /** Must be set when `PORTAL_MODE=production`. */
  requiredInProduction?: boolean;
  /** Never echoed back (passwords, keys, tokens). */
  secret?: boolean;
}

export type SettingGroup = Record<string, Setting<unknown>>;

type Doc = Pick<Setting<unknown>, "meaning" | "requiredInProduction" | "secret"> & { defaultText?: string };

// An empty variable (`FOO=` in an env file) counts as unset.
const blankAsUnset = (value: string | undefined) => (value?.trim() === "" ? undefined : value);

function setting<T>(schema: z.ZodType<T, string | undefined>, expects: string, defaultText: string, doc: Doc) {
  return { schema: z.preprocess(blankAsUnset, schema) as typeof schema, expects, defaultText, ...doc };
}

/** A whole number ≥ `min` (default 1). */
export function integer(fallback: number, doc: Doc & { min?: number }) {
  const min = doc.min ?? 1;
  const schema = z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined) return fallback;
      const n = Number(text);
      if (/^\s*-?\d+\s*$/.test(text) && Number.isSafeInteger(n) && n >= min) return n;
      ctx.addIssue({ code: "custom", message: "invalid" });
      return z.NEVER;
    });
  return setting(
    schema,
    min === 0 ? "un número entero mayor o igual que 0" : `un número entero mayor o igual que ${min}`,
    String(fallback),
    doc,
  );
}

/** Free text, trimmed; `fallback` when unset. */
export function text(fallback: string, doc: Doc) {
  return setting(
    z
      .string()
      .optional()
      .transform((t) => t?.trim() ?? fallback),
    "un texto",
    doc.defaultText ?? `\`${fallback}\``,
    doc,
  );
}

/** Free text, or undefined when unset. */
export function optionalText(doc: Doc) {
  return setting(z.string().optional(), "un texto", doc.defaultText ?? "unset", doc);
}

/** An absolute URL with one of the given schemes, or undefined when unset. */
export function url(schemes: readonly string[], doc: Doc) {
  const schema = z
    .string()
    .optional()
    .refine((value) => {
      if (value === undefined) return true;
      try {
        return schemes.includes(new URL(value).protocol.replace(/:$/, ""));
      } catch {
        return false;
      }
    });
  return setting(
    schema,
    `una URL absoluta (${schemes.map((s) => `${s}://…`).join(" o ")})`,
    doc.defaultText ?? "unset",
    doc,
  );
}

/** One of a fixed list of words. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T, fallback: T[number], doc: Doc) {
  const schema = z
    .enum(values)
    .optional()
    .transform((v) => v ?? fallback);
  return setting(schema as z.ZodType<T[number], string | undefined>, `uno de: ${values.join(", ")}`, fallback, doc);
}

/** An IANA time-zone name, returned canonical (`europe/madrid` → `Europe/Madrid`). */
export function timeZone(fallback: string, doc: Doc) {
  const schema = z
    .string()
    .optional()
    .transform((name, ctx) => {
      const zone = canonicalTimeZone(name?.trim() ?? fallback);
      if (zone) return zone;
      ctx.addIssue({ code: "custom", message: "invalid" });
      return z.NEVER;
    });
  return setting(schema, "una zona horaria IANA (por ejemplo Europe/Madrid o Atlantic/Canary)", `\`${fallback}\``, doc);
}

const commaList = (text: string) =>
  text
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

/** A comma-separated, non-empty list of words from a fixed list, without repeats, in the order given. */
export function listOf<const T extends readonly [string, ...string[]]>(
  values: T,
  fallback: readonly T[number][],
  doc: Doc,
) {
  const schema = z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined) return [...fallback];
      const items = commaList(text);
      if (items.length && items.every((item) => values.includes(item))) return [...new Set(items)] as T[number][];
      ctx.addIssue({ code: "custom", message: "invalid" });
      return z.NEVER;
    });
  return setting(
    schema as z.ZodType<T[number][], string | undefined>,
    `una lista separada por comas de: ${values.join(", ")}`,
    `\`${fallback.join(",")}\``,
    doc,
  );
}

/** Comma-separated `word=text` pairs whose words come from a fixed list (`ca=Valencià`); `{}` when unset. */
export function textsByWord<const T extends readonly [string, ...string[]]>(values: T, doc: Doc) {
  const schema = z
    .string()
    .optional()
    .transform((text, ctx) => {
      const pairs = commaList(text ?? "").map((pair) => pair.split("=").map((part) => part.trim()));
      if (pairs.every(([word, label, ...rest]) => values.includes(word!) && label && rest.length === 0))
        return Object.fromEntries(pairs) as Partial<Record<T[number], string>>;
      ctx.addIssue({ code: "custom", message: "invalid" });
      return z.NEVER;
    });
  return setting(
    schema as z.ZodType<Partial<Record<T[number], string>>, string | undefined>,
    `pares palabra=texto separados por comas, con palabras de: ${values.join(", ")}`,
    doc.defaultText ?? "unset",
    doc,
  );
}
