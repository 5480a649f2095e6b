import { contentDisposition } from "./file-name";

/** A file built in memory (a zip, a spreadsheet, a calendar) as a download named `name`. */
export function downloadResponse(bytes: Uint8Array, name: string, mimeType: string): Response {
  return new Response(bytes as BodyInit, {
    headers: {
      "content-type": mimeType,
      "content-length": String(bytes.byteLength),
      "content-disposition": contentDisposition(name),
      "cache-control": "private, no-store",
    },
  });
}
