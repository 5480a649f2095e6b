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

/** A file a service answers (a PDF, a zip…) as data; the route turns it into the response. */
export interface FileDownload {
  bytes: Uint8Array;
  name: string;
  mime: string;
}

export const PDF_MIME = "application/pdf";

/** The response of a `FileDownload`: its bytes, its name in content-disposition, never cached. */
export const fileResponse = (file: FileDownload) => downloadResponse(file.bytes, file.name, file.mime);
