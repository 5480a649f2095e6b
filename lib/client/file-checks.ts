/**
 * The checks a file picker makes before anything is sent: the type its `accept` names and its size.
 * A hint to the user only: the server checks the content again.
 */

/** A limit in megabytes as the hint and the message write it: `10 MB`, `0,5 MB`. */
export const formatMegabytes = (bytes: number) =>
  `${(bytes / (1024 * 1024)).toLocaleString("es-ES", { maximumFractionDigits: 1 })} MB`;

/** The message shown when a file is over `maxBytes`. */
export function fileTooLargeMessage(maxBytes: number): string {
  return `El archivo supera el tamaño máximo de ${formatMegabytes(maxBytes)}`;
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
export function fileTypeRefusedMessage(accept: string): string {
  return `Tipo de archivo no permitido. Se aceptan: ${acceptedTypesText(accept)}`;
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
): string | undefined {
  const tokens = accept ? tokensOf(accept) : [];
  if (tokens.length > 0 && !tokens.some((token) => matches(file, token))) return fileTypeRefusedMessage(accept!);
  if (file.size > maxBytes) return fileTooLargeMessage(maxBytes);
  return undefined;
}

/**
 * Why files chosen together are refused before sending: the first one of a type not taken, then their
 * total over `maxBytes` (the server's limit is for one sending); undefined when they may go.
 */
export function filesRefusal(
  files: { name: string; type: string; size: number }[],
  limits: { accept?: string; maxBytes: number },
): string | undefined {
  if (files.length === 1) return fileRefusal(files[0]!, limits);
  const refused = files.map((file) => fileRefusal(file, { ...limits, maxBytes: Infinity })).find(Boolean);
  if (refused) return refused;
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (total > limits.maxBytes)
    return `Los archivos superan en total el tamaño máximo de ${formatMegabytes(limits.maxBytes)} por envío`;
  return undefined;
}

/** The statuses of an upload refused for the file itself: too large (413) or of a type not accepted (415). */
export const FILE_REFUSAL_STATUSES = [413, 415];
