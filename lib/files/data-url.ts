import { ValidationError } from "@/lib/api/errors";
import { msg } from "@/lib/i18n/message";

const HEADER = /^data:([\w.+-]+\/[\w.+-]+)?((?:;[\w.+-]+=[^;,]*)*)(;base64)?,/;
const BASE64 = /^[A-Za-z0-9+/\s]*(?:=\s*){0,2}$/;

const invalid = () => new ValidationError(msg("errors.files.notDataUrl"));

/**
 * The bytes of a `data:` URL, as the document upload sends them; anything else is a 400. The base64
 * payload is decoded straight from the value (Node's decoder skips whitespace), with no stripped copy.
 */
export function decodeDataUrl(value: string): Buffer {
  const header = HEADER.exec(value.slice(0, 1024));
  if (!header) throw invalid();
  const payload = value.slice(header[0].length);
  if (!header[3]) {
    try {
      return Buffer.from(decodeURIComponent(payload), "utf8");
    } catch {
      throw invalid();
    }
  }
  if (!BASE64.test(payload)) throw invalid();
  const spaces = /\s/.test(payload) ? payload.match(/\s/g)!.length : 0;
  if ((payload.length - spaces) % 4 === 1) throw invalid();
  return Buffer.from(payload, "base64");
}
