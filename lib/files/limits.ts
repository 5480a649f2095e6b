import { env } from "@/lib/config";
import type { BodyLimit } from "@/lib/api/request-body";
import { msg } from "@/lib/i18n/message";

/** Largest accepted upload (documents, proceedings, attachments): UPLOAD_MAX_BYTES, default 10 MB. */
export const uploadMaxBytes = () => env("UPLOAD_MAX_BYTES");

/** Bytes one user may upload per hour, all upload paths together: UPLOAD_MAX_BYTES_PER_HOUR, default 200 MB. */
export const uploadMaxBytesPerHour = () => env("UPLOAD_MAX_BYTES_PER_HOUR");

export const formatMegabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/** The 413 of a file over UPLOAD_MAX_BYTES ('El archivo supera el tamaño máximo de 10 MB'). */
export const fileTooLargeMessage = () => msg("errors.files.tooLarge", { size: formatMegabytes(uploadMaxBytes()) });

/** Room for a body's other fields and multipart headers around the file bytes. */
const ENVELOPE_BYTES = 64 * 1024;

/** The body of an endpoint that takes one file in a multipart field. */
export const multipartUpload = (): BodyLimit => ({
  bytes: uploadMaxBytes() + ENVELOPE_BYTES,
  message: fileTooLargeMessage(),
});

/** The body of an endpoint that takes several files at once: UPLOAD_MAX_BYTES for all of them together. */
export const multipartFilesUpload = (): BodyLimit => ({
  bytes: uploadMaxBytes() + ENVELOPE_BYTES,
  message: msg("errors.files.tooLargeTogether", { size: formatMegabytes(uploadMaxBytes()) }),
});

/** A JSON body carrying one file as a base64 data URL: 4/3 of the file plus the other fields. */
export const dataUrlUpload = (): BodyLimit => ({
  bytes: Math.ceil((uploadMaxBytes() * 4) / 3) + ENVELOPE_BYTES,
  message: fileTooLargeMessage(),
});
