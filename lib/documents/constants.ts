/** Values shared by the documents table (db/schema) and the module's schemas: dependency-free. */
export const DOCUMENT_STATUSES = ["PENDING", "APPROVED", "REJECTED"] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
