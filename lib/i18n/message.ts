import type { MessageKeys, NestedKeyOf } from "use-intl/core";
import type { Messages } from "./catalogue";

/** A key of the catalogue that names a text (not a namespace). */
export type MessageKey = MessageKeys<Messages, NestedKeyOf<Messages>>;
export type MessageValues = Record<string, string | number | Date>;

/**
 * A text named by its catalogue key, translated where the language is known: an API error is
 * built deep in a service and said in the language of whoever made the request (lib/api/error-response.ts).
 */
export interface Msg {
  key: MessageKey;
  values?: MessageValues;
}

export const msg = (key: MessageKey, values?: MessageValues): Msg => ({ key, values });

export const isMsg = (value: unknown): value is Msg =>
  typeof value === "object" && value !== null && typeof (value as Msg).key === "string";
