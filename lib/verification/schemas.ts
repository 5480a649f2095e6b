import { normalizeVerificationCode } from "@/lib/pdf/code-format";
import { z } from "@/lib/validation/z";

export const NO_DOCUMENT = "No existe ningún documento con ese código";
export const FILE_NOT_ISSUED =
  "Este archivo no es un documento emitido por el portal, o ha sido modificado después de emitirse";
export const MISSING_FILE = "Selecciona el archivo PDF que quieres comprobar";
export const RATE_LIMITED =
  "Has realizado demasiadas consultas de verificación. Espera un minuto y vuelve a intentarlo";
export const CHECK_FILE_FIELD = "file";

/**
 * The largest body the file check reads, before any upload limit: the portal's documents are text in a
 * subset font (a table of 3,000 rows renders under 600 kB).
 */
export const checkFileLimit = () => ({ bytes: 2 * 1024 * 1024, message: "El archivo supera el tamaño máximo de 2 MB" });
export const SUPERSEDED = "Este documento ha sido sustituido por una versión posterior";

/** `/verificar/{code}` and the API's `{code}`: any text; an impossible code is simply unknown (404). */
export const codeParams = z.object({ code: z.string() });

/** The form on /verificar: what a visitor types, in any case, with or without dashes and spaces. */
export const verifyCodeForm = z.object({
  code: z
    .string()
    .trim()
    .min(1, "Escribe el código de verificación")
    .refine(
      (value) => normalizeVerificationCode(value) !== null,
      "El código tiene 24 letras y números, en grupos de cuatro",
    ),
});

/** The file check form on /verificar (the server reads the multipart field itself). */
export const checkFileForm = z.object({ file: z.instanceof(File, { message: MISSING_FILE }) });

/** What the verification page tells anyone holding the code. */
export interface VerifiedDocument {
  code: string;
  kind: string;
  issuedAt: string;
  /** Initials only ('L*** G*** F***'); null when the document has no owner. */
  owner: string | null;
  /** When a later version of the same document was issued; null while this one is the current version. */
  supersededAt: string | null;
}

/** The verdict on a file a visitor holds. */
export type FileCheck = { valid: true; document: VerifiedDocument } | { valid: false; message: string };
