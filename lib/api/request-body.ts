import { msg, type Msg } from "@/lib/i18n/message";
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from "./errors";

/** The largest body an endpoint reads, and what its 413 says (the upload's size limit, for uploads). */
export interface BodyLimit {
  bytes: number;
  message?: Msg | string;
}

export const DEFAULT_BODY_LIMIT: BodyLimit = { bytes: 1024 * 1024 };

/** A public endpoint's JSON body unless it names its own limit: a few short fields, never a file. */
export const PUBLIC_BODY_LIMIT: BodyLimit = { bytes: 16 * 1024 };

/**
 * Reads the body, refusing it with 413 before reading a byte when Content-Length is over the limit,
 * and as soon as the bytes counted on the stream pass it otherwise, so an oversized upload is never
 * held. A declared length is allocated once and filled as chunks arrive; without one the chunks are
 * kept until the end and joined once.
 */
export async function readLimited(req: Request, limit: BodyLimit): Promise<Buffer> {
  const tooLarge = () => new PayloadTooLargeError(limit.message);
  const header = req.headers.get("content-length");
  const declared = header === null ? null : Number(header);
  if (declared !== null && declared > limit.bytes) throw tooLarge();
  if (!req.body) return Buffer.alloc(0);
  const sized = declared !== null && Number.isSafeInteger(declared) && declared > 0;
  const out = sized ? Buffer.allocUnsafe(declared) : null;
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = req.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (total + value.byteLength > (out?.length ?? limit.bytes)) {
      await reader.cancel();
      throw out ? new ValidationError(msg("errors.body.longerThanDeclared")) : tooLarge();
    }
    if (out) out.set(value, total);
    else chunks.push(value);
    total += value.byteLength;
  }
  return out ? out.subarray(0, total) : Buffer.concat(chunks, total);
}

export async function readJson(req: Request, limit: BodyLimit): Promise<unknown> {
  if (!(req.headers.get("content-type") ?? "").toLowerCase().includes("application/json")) {
    throw new UnsupportedMediaTypeError(msg("errors.body.notJson"));
  }
  const text = (await readLimited(req, limit)).toString("utf8");
  try {
    return text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    throw new ValidationError(msg("errors.body.invalidJson"));
  }
}

export async function readMultipart(req: Request, limit: BodyLimit): Promise<FormData> {
  const contentType = req.headers.get("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data")) {
    throw new UnsupportedMediaTypeError(msg("errors.body.notMultipart"));
  }
  const bytes = await readLimited(req, limit);
  try {
    return await new Response(bytes as BodyInit, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new ValidationError(msg("errors.body.invalidForm"));
  }
}
