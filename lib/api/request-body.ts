import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from "./errors";

export const DEFAULT_JSON_LIMIT = 1024 * 1024;

/** Reads the body, refusing it with 413 as soon as it passes `limit` bytes, whatever Content-Length claims. */
export async function readLimited(req: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(req.headers.get("content-length") ?? 0);
  if (declared > limit) throw new PayloadTooLargeError();
  if (!req.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = req.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      throw new PayloadTooLargeError();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export async function readJson(req: Request, limit: number): Promise<unknown> {
  if (!(req.headers.get("content-type") ?? "").toLowerCase().includes("application/json")) {
    throw new UnsupportedMediaTypeError("El cuerpo de la petición debe ser JSON (Content-Type: application/json)");
  }
  const text = new TextDecoder().decode(await readLimited(req, limit));
  try {
    return text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    throw new ValidationError("El cuerpo de la petición no es JSON válido");
  }
}

export async function readMultipart(req: Request, limit: number): Promise<FormData> {
  const contentType = req.headers.get("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data")) {
    throw new UnsupportedMediaTypeError("El envío debe ser multipart/form-data");
  }
  const bytes = await readLimited(req, limit);
  try {
    return await new Response(bytes as BodyInit, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new ValidationError("El formulario enviado no es válido");
  }
}
