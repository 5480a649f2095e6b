import type { Locale } from "@/lib/i18n/locales";
import { msg, type Msg, type MessageKey, type MessageValues } from "@/lib/i18n/message";
import { translate } from "@/lib/i18n/translate";
import { issueMessage } from "@/lib/validation/issue-message";

/**
 * Why a line of an import is refused, said only when the file's result is: a catalogue message, or a
 * schema issue's own message (a `says` key or zod's text), said through `issueMessage`.
 */
export type Reason = Msg | string;

export interface LineReason {
  /** The file line (the header is line 1). */
  line: number;
  reason: Reason;
}

/** The reason in `locale`. */
export const sayReason = (locale: Locale, reason: Reason): string =>
  typeof reason === "string" ? issueMessage(reason, locale) : translate(locale, reason);

/** "línea N: motivo" in `locale`. */
export const sayLine = (locale: Locale, { line, reason }: LineReason): string =>
  // The line as text: a number would be grouped by the locale (12.345), the command line's output is not.
  translate(locale, msg("imports.line", { line: String(line), reason: sayReason(locale, reason) }));

/**
 * The reason of a schema's issue: a cell's catalogue message with the values it put in the issue's params
 * (./cells.ts), or else the issue's own message.
 */
export function issueReason(issue: { code: string; message: string; params?: Record<string, unknown> }): Reason {
  return issue.code === "custom" && issue.params
    ? msg(issue.message as MessageKey, issue.params as MessageValues)
    : issue.message;
}
