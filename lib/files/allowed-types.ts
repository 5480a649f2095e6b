import { msg } from "@/lib/i18n/message";

/**
 * The allow-list of stored file types, by the MIME type sniffed from the content (never the name
 * or the declared type): PDF, common images and office documents (OOXML, OpenDocument, legacy MS Office).
 */
export const ALLOWED_MIME_TYPES = new Set([
  "application/pdf",
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/webp",
  "image/tiff",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  "application/vnd.oasis.opendocument.text",
  "application/vnd.oasis.opendocument.spreadsheet",
  "application/vnd.oasis.opendocument.presentation",
  "application/x-cfb",
]);

/** The default allow-list, and its 415 ('Tipo de archivo no permitido. Se aceptan: PDF, imágenes…'). */
export const DEFAULT_FILE_TYPES = {
  mimeTypes: ALLOWED_MIME_TYPES,
  message: msg("errors.files.typeNotAllowed"),
} as const;

/** The `accept` attribute for file pickers: a hint only, the server sniffs the content. */
export const ACCEPT_ATTRIBUTE =
  ".pdf,.png,.jpg,.jpeg,.gif,.webp,.tif,.tiff,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp";
