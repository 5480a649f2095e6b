import { says } from "@/lib/i18n/schema-message";
import { tableQuerySchema } from "@/lib/list/table-query";
import { dbId, REQUIRED } from "@/lib/validation/common";
import { z } from "@/lib/validation/z";
import type { DocumentStatus } from "@/db/enums/documents";

/** Catalogue keys (messages/<locale>/documents.json): the schemas' own messages. */
export const MISSING_TYPE_OR_FILE = says("documents.errors.missingTypeOrFile");
export const REJECT_REASON_REQUIRED = says("documents.errors.rejectReasonRequired");

const documentType = dbId(MISSING_TYPE_OR_FILE);

/** `POST /documents-api`: the file travels as a data URL. */
export const uploadDocumentBody = z.object({
  documentType,
  documentFilename: z.string({ error: MISSING_TYPE_OR_FILE }).trim().min(1, MISSING_TYPE_OR_FILE).max(255),
  documentFileBytes: z.string({ error: MISSING_TYPE_OR_FILE }).min(1, MISSING_TYPE_OR_FILE),
});

/** The upload form: the same type rule, and a chosen file that the client turns into the data URL. */
export const uploadDocumentForm = z.object({
  documentType,
  file: z.instanceof(File, { message: MISSING_TYPE_OR_FILE }).refine((f) => f.size > 0, MISSING_TYPE_OR_FILE),
});

export const rejectDocumentBody = z.object({
  id: dbId().optional(),
  reason: z.string({ error: REJECT_REASON_REQUIRED }).trim().min(1, REJECT_REASON_REQUIRED).max(1000),
});

export const documentTypeBody = z.object({
  name: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(100, says("documents.errors.nameTooLong")),
});

export const DOCUMENT_SORT_KEYS = ["created", "modified", "status"] as const;

/** `GET /documents-api`: paging for everyone; the coordinator also filters by student and pending. */
export const documentListQuery = tableQuerySchema(DOCUMENT_SORT_KEYS).extend({
  studentId: z.string().trim().max(100).optional(),
  pending: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v === "true"),
});
export type DocumentListQuery = z.infer<typeof documentListQuery>;

export interface DocumentRow {
  id: number;
  studentId: string;
  studentName: string;
  studentGivenName: string;
  studentFamilyName: string;
  studentDni: string;
  documentType: number;
  documentTypeName: string;
  documentFilename: string;
  status: DocumentStatus;
  reason: string | null;
  created: string;
  modified: string;
}

export interface DocumentTypeRow {
  id: number;
  name: string;
}
