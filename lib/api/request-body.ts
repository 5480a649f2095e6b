import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from "./errors";

export const DEFAULT_JSON_LIMIT = 1024 * 1024;

/**
 * Reads the body, refusing it with 413 as soon as it passes `limit` bytes, whatever Content-Length
 * claims. A declared length is allocated once and filled as chunks arrive, so a large upload is held
 * once, not as chunks plus their concatenation.
 */
export async function readLimited(req: Request, limit: number): Promise<Buffer> {
  const declared = Number(req.headers.get("content-length") ?? 0);
  if (declared > limit) throw new PayloadTooLargeError();
  if (!req.body) return Buffer.alloc(0);
  let out = Buffer.allocUnsafe(Number.isInteger(declared) && declared > 0 ? declared : 64 * 1024);
  let total = 0;
  const reader = req.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (total + value.byteLength > limit) {
      await reader.cancel();
      throw new PayloadTooLargeError();
    }
    if (total + value.byteLength > out.length) {
      const grown = Buffer.allocUnsafe(Math.min(limit, Math.max(out.length * 2, total + value.byteLength)));
      out.copy(grown, 0, 0, total);
      out = grown;
    }
    out.set(value, total);
    total += value.byteLength;
  }
  return out.subarray(0, total);
}

export async function readJson(req: Request, limit: number): Promise<unknown> {
  if (!(req.headers.get("content-type") ?? "").toLowerCase().includes("application/json")) {
    throw new UnsupportedMediaTypeError("El cuerpo de la petición debe ser JSON (Content-Type: application/json)");
  }
  const text = (await readLimited(req, limit)).toString("utf8");
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
