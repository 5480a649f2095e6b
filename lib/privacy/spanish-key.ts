import { messagesFor } from "@/lib/i18n/catalogue";

type Subtree = Record<string, string>;
const indexes = new WeakMap<Subtree, Map<string, string>>();

/**
 * The key under which the Spanish catalogue's `subtree` holds `text`, or undefined. For texts the portal
 * keeps in Spanish, as its record (what an erasure did, what a member of staff read), and says in the
 * reader's language when it shows them.
 */
export function keyOfSpanish<S extends Subtree>(subtree: (es: ReturnType<typeof messagesFor>) => S, text: string) {
  const texts = subtree(messagesFor("es"));
  let index = indexes.get(texts);
  if (!index) {
    index = new Map(Object.entries(texts).map(([key, value]) => [value, key]));
    indexes.set(texts, index);
  }
  return index.get(text) as (keyof S & string) | undefined;
}
