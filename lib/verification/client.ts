// The verification API's paths, for client islands and pages.
export type { FileCheck, VerifiedDocument } from "./schemas";

export const verificationApi = {
  document: (code: string) => `/verification-api/documents/${encodeURIComponent(code)}`,
  original: (code: string) => `/verification-api/documents/${encodeURIComponent(code)}/pdf`,
  check: "/verification-api/check",
} as const;

/** The public page of a code. */
export const verificationPage = (code: string) => `/verificar/${encodeURIComponent(code)}`;
