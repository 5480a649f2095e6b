import ca from "@/messages/ca";
import en from "@/messages/en";
import es from "@/messages/es";
import eu from "@/messages/eu";
import gl from "@/messages/gl";
import compile from "icu-minify/compile";
import type { Locale } from "./locales";

/** The catalogue's shape: the Spanish one, which every other follows key for key (catalogue.test.ts). */
export type Messages = typeof es;
export type Namespace = keyof Messages;

type Tree = { [key: string]: string | Tree };

export const CATALOGUES: Record<Locale, Tree> = { es, ca, gl, eu, en };

/** Every text of a catalogue (or of a part of one) by its dotted key: `interactions.actions.edit` → 'Editar'. */
export function catalogueTexts(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(full, value);
    else for (const [k, v] of catalogueTexts(value, full)) out.set(k, v);
  }
  return out;
}

/** `base` with every text `over` has replaced: a key a catalogue lacks still shows, in Spanish. */
function overlay(base: Tree, over: Tree): Tree {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const under = base[key];
    out[key] = typeof value === "object" && typeof under === "object" ? overlay(under, value) : value;
  }
  return out;
}

/**
 * Whether the portal's build formats messages compiled ahead of time. next.config.mjs sets this beside
 * the alias that gives every page next-intl's formatter without the ICU parser (14 KB less JavaScript on
 * each first load); tests and the command line run without the build and format the text as written.
 */
const PRECOMPILED = process.env.PORTAL_PRECOMPILED_MESSAGES === "1";

/**
 * `tree` with every text compiled to the form the parser-free formatter reads. The compiler's option maps
 * have no prototype, and a server component passes only plain objects to the client: hence the JSON round.
 */
export function compiled(tree: Tree): Tree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === "string" ? (JSON.parse(JSON.stringify(compile(value))) as string) : compiled(value),
    ]),
  );
}

const complete = new Map<Locale, Messages>();

/** The messages of `locale`, Spanish where its catalogue has no text (the catalogue test keeps that from shipping). */
export function messagesFor(locale: Locale): Messages {
  let messages = complete.get(locale);
  if (!messages) {
    const whole = locale === "es" ? (es as Tree) : overlay(es as Tree, CATALOGUES[locale]);
    messages = (PRECOMPILED ? compiled(whole) : whole) as Messages;
    complete.set(locale, messages);
  }
  return messages;
}

/** Only the namespaces a client island uses: the browser receives no other text. */
export function pickNamespaces(locale: Locale, namespaces: readonly Namespace[]): Partial<Messages> {
  const messages = messagesFor(locale);
  return Object.fromEntries(namespaces.map((ns) => [ns, messages[ns]])) as Partial<Messages>;
}
