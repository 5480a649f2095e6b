import { msg } from "@/lib/i18n/message";
import { says } from "@/lib/i18n/schema-message";
import { normalizeVerificationCode } from "@/lib/pdf/code-format";
import { z } from "@/lib/validation/z";

/** The texts of the verification (messages/<locale>/verification.json), said in the visitor's language. */
export const NO_DOCUMENT = msg("verification.errors.noDocument");
export const FILE_NOT_ISSUED = msg("verification.errors.fileNotIssued");
export const CHECK_FILE_FIELD = "file";

/** `/verificar/{code}` and the API's `{code}`: any text; an impossible code is simply unknown (404). */
export const codeParams = z.object({ code: z.string() });

/** The form on /verificar: what a visitor types, in any case, with or without dashes and spaces. */
export const verifyCodeForm = z.object({
  code: z
    .string()
    .trim()
    .min(1, says("verification.errors.codeRequired"))
    .refine((value) => normalizeVerificationCode(value) !== null, says("verification.errors.codeFormat")),
});

/** The file check form on /verificar (the server reads the multipart field itself). */
export const checkFileForm = z.object({
  file: z.instanceof(File, { message: says("verification.errors.missingFile") }),
});

/** What the verification page tells anyone holding the code. */
export interface VerifiedDocument {
  code: string;
  /** The kind as the document was issued, in the language it was issued in. */
  kind: string;
  issuedAt: string;
  /** Initials only ('L*** G*** F***'); null when the document has no owner. */
  owner: string | null;
  /** When a later version of the same document was issued; null while this one is the current version. */
  supersededAt: string | null;
}

/** The verdict on a file a visitor holds. */
export type FileCheck = { valid: true; document: VerifiedDocument } | { valid: false; message: string };
