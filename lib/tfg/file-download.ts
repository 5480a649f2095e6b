import { downloadResponse } from "@/lib/files/download";

/** A file a TFG service answers (a PDF); the route turns it into the response. */
export interface FileDownload {
  bytes: Uint8Array;
  name: string;
  mime: string;
}

export const PDF_MIME = "application/pdf";

/** The response of a download: the file's bytes, its name in content-disposition, never cached. */
export const fileResponse = (file: FileDownload) => downloadResponse(file.bytes, file.name, file.mime);
