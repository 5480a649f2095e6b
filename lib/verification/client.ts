// The verification API for client islands and pages: its paths and its one call.
import { apiRequest } from "@/lib/client/api-request";
import { CHECK_FILE_FIELD, type FileCheck } from "./schemas";

export type { FileCheck, VerifiedDocument } from "./schemas";

export const verificationApi = {
  document: (code: string) => `/verification-api/documents/${encodeURIComponent(code)}`,
  original: (code: string) => `/verification-api/documents/${encodeURIComponent(code)}/pdf`,
  /** Whether the portal issued this PDF, unaltered. */
  checkFile: (file: File) => {
    const form = new FormData();
    form.set(CHECK_FILE_FIELD, file);
    return apiRequest<FileCheck>("/verification-api/check", { method: "POST", form });
  },
} as const;

/** The public page of a code. */
export const verificationPage = (code: string) => `/verificar/${encodeURIComponent(code)}`;
