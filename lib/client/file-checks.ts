/**
 * The checks a file picker makes before anything is sent: the type its `accept` names and its size.
 * A hint to the user only: the server checks the content again. The messages are in the words of
 * `say` (the picker gives the page's).
 */
import type { Say } from "./say";

/** A limit in megabytes, which the catalogue's texts write to one decimal: `10 MB`, `0,5 MB`. */
export const megabytes = (bytes: number) => bytes / (1024 * 1024);

/** The message shown when a file is over `maxBytes`. */
export function fileTooLargeMessage(maxBytes: number, say: Say): string {
  return say("common.files.tooLarge", { size: megabytes(maxBytes) });
}

const tokensOf = (accept: string) =>
  accept
    .split(",")
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);

/** The types an `accept` names, as a person reads them: `.pdf,application/pdf,.csv` → 'PDF, CSV'. */
export function acceptedTypesText(accept: string): string {
  const names = tokensOf(accept).map((token) =>
    token.startsWith(".") ? token.slice(1).toUpperCase() : (token.split("/")[1] ?? token).toUpperCase(),
  );
  return [...new Set(names.filter((name) => name !== "*"))].join(", ");
}

/** The message shown when a file is not of a type `accept` names. */
export function fileTypeRefusedMessage(accept: string, say: Say): string {
  return say("common.files.typeRefused", { types: acceptedTypesText(accept) });
}

function matches(file: { name: string; type: string }, token: string): boolean {
  if (token.startsWith(".")) return file.name.toLowerCase().endsWith(token);
  const type = file.type.toLowerCase();
  if (token.endsWith("/*")) return type.startsWith(token.slice(0, -1));
  return type === token;
}

/** Why a chosen file is refused before sending (its type, then its size), or undefined when it may go. */
export function fileRefusal(
  file: { name: string; type: string; size: number },
  { accept, maxBytes }: { accept?: string; maxBytes: number },
  say: Say,
): string | undefined {
  const tokens = accept ? tokensOf(accept) : [];
  if (tokens.length > 0 && !tokens.some((token) => matches(file, token))) return fileTypeRefusedMessage(accept!, say);
  if (file.size > maxBytes) return fileTooLargeMessage(maxBytes, say);
  return undefined;
}

/**
 * Why files chosen together are refused before sending: the first one of a type not taken, then their
 * total over `maxBytes` (the server's limit is for one sending); undefined when they may go.
 */
export function filesRefusal(
  files: { name: string; type: string; size: number }[],
  limits: { accept?: string; maxBytes: number },
  say: Say,
): string | undefined {
  if (files.length === 1) return fileRefusal(files[0]!, limits, say);
  const refused = files.map((file) => fileRefusal(file, { ...limits, maxBytes: Infinity }, say)).find(Boolean);
  if (refused) return refused;
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (total > limits.maxBytes) return say("common.files.tooLargeTogether", { size: megabytes(limits.maxBytes) });
  return undefined;
}

/** The statuses of an upload refused for the file itself: too large (413) or of a type not accepted (415). */
export const FILE_REFUSAL_STATUSES = [413, 415];
