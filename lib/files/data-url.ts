import { ValidationError } from "@/lib/api/errors";

const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?((?:;[\w.+-]+=[^;,]*)*)(;base64)?,(.*)$/s;

/** The bytes of a `data:` URL, as the document upload sends them; anything else is a 400. */
export function decodeDataUrl(value: string): Buffer {
  const match = DATA_URL.exec(value);
  if (!match) throw new ValidationError("El archivo no es un data URL válido");
  const [, , , base64, payload = ""] = match;
  if (!base64) {
    try {
      return Buffer.from(decodeURIComponent(payload), "utf8");
    } catch {
      throw new ValidationError("El archivo no es un data URL válido");
    }
  }
  const compact = payload.replace(/\s/g, "");
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact) || compact.length % 4 === 1) {
    throw new ValidationError("El archivo no es un data URL válido");
  }
  return Buffer.from(compact, "base64");
}
