import ca from "@/messages/ca";
import en from "@/messages/en";
import es from "@/messages/es";
import eu from "@/messages/eu";
import gl from "@/messages/gl";
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

const complete = new Map<Locale, Messages>();

/** The messages of `locale`, Spanish where its catalogue has no text (the catalogue test keeps that from shipping). */
export function messagesFor(locale: Locale): Messages {
  let messages = complete.get(locale);
  if (!messages) {
    messages = (locale === "es" ? es : overlay(es as Tree, CATALOGUES[locale])) as Messages;
    complete.set(locale, messages);
  }
  return messages;
}

/** Only the namespaces a client island uses: the browser receives no other text. */
export function pickNamespaces(locale: Locale, namespaces: readonly Namespace[]): Partial<Messages> {
  const messages = messagesFor(locale);
  return Object.fromEntries(namespaces.map((ns) => [ns, messages[ns]])) as Partial<Messages>;
}
