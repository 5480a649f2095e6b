/** A document's review states (the documents table's enum). */
export const DOCUMENT_STATUSES = ["PENDING", "APPROVED", "REJECTED"] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
