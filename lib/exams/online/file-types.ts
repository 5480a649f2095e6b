import { msg } from "@/lib/i18n/message";
import { ALLOWED_MIME_TYPES } from "@/lib/files/allowed-types";
import type { FileTypePolicy } from "@/lib/files/sniff";

/**
 * What an instructor may upload as instructions or questions: what online-exam platforms import.
 * Besides the portal's usual types (PDF, images, office documents): zip archives, plain text by
 * extension (.txt, .gift: GIFT and Aiken questions) and Moodle XML (.xml, or any file that starts with
 * an XML declaration), the text ones only when their content is UTF-8 text, the XML well-formed.
 * Executables and anything else stay refused.
 */
export const EXAM_FILE_TYPES: FileTypePolicy = {
  mimeTypes: new Set([...ALLOWED_MIME_TYPES, "application/zip", "text/plain", "application/xml"]),
  textExtensions: { txt: "text/plain", gift: "text/plain", xml: "application/xml" },
  message: msg("exams.errors.fileTypeNotAllowed"),
};

/** The file pickers' `accept` attribute: a hint only, the server checks the content. */
export const EXAM_FILES_ACCEPT =
  ".pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp,.png,.jpg,.jpeg,.gif,.webp,.tif,.tiff,.txt,.gift,.xml,.zip";
