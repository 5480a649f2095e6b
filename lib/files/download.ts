import { contentDisposition } from "./file-name";

/**
 * A file a service answers (a stored attachment, a zip, a generated PDF or spreadsheet) as data:
 * its bytes or a stream of them, the name the user saves it under, and its type. `endpoint()`
 * turns it into the download response; no service builds a `Response`.
 */
export class FileDownload {
  constructor(
    readonly content: Uint8Array | ReadableStream<Uint8Array>,
    readonly name: string,
    readonly mime: string,
  ) {}
}

export const PDF_MIME = "application/pdf";
export const ZIP_MIME = "application/zip";

/** The one download response: the bytes (with their length) or the stream, the name in content-disposition (RFC 5987), never cached or sniffed. */
export function downloadResponse(file: FileDownload): Response {
  const headers = new Headers({
    "content-type": file.mime,
    "content-disposition": contentDisposition(file.name),
    "cache-control": "private, no-store",
    "x-content-type-options": "nosniff",
  });
  if (file.content instanceof Uint8Array) headers.set("content-length", String(file.content.byteLength));
  return new Response(file.content as BodyInit, { headers });
}
