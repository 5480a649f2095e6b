import type { MessageKey } from "./message";

/**
 * A schema's own message, shared by the form and the handler: its catalogue key, said in the
 * person's language where it is shown (the form's field, or the API's answer).
 */
export const says = (key: MessageKey): string => key;

const KEY = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_]+)+$/;

/** The text of an issue's message: a catalogue key is translated; zod's own texts are already in the language. */
export function issueText(message: string, translateKey: (key: MessageKey) => string | undefined): string {
  return (KEY.test(message) && translateKey(message as MessageKey)) || message;
}
