import { apiPath, apiRequest } from "@/lib/client/api-request";
import type { z } from "@/lib/validation/z";
import type { documentTypeBody, DocumentTypeRow, rejectDocumentBody, uploadDocumentBody } from "./schemas";

/** The documents API for client islands: its paths, and each call with its request and response types. */
export const documentsApi = {
  fileUrl: (id: number) => apiPath`/documents-api/${id}/file`,
  upload: (body: z.input<typeof uploadDocumentBody>) =>
    apiRequest<{ id: number }>("/documents-api", { method: "POST", json: body }),
  approve: (id: number) => apiRequest<void>(apiPath`/documents-api/${id}/approve`, { method: "POST", json: {} }),
  reject: (id: number, body: z.output<typeof rejectDocumentBody>) =>
    apiRequest<void>(apiPath`/documents-api/${id}/reject`, { method: "POST", json: { ...body, id } }),
  createType: (body: z.output<typeof documentTypeBody>) =>
    apiRequest<DocumentTypeRow>("/documents-api/types", { method: "POST", json: body }),
  deleteType: (id: number) => apiRequest<void>(apiPath`/documents-api/types/${id}`, { method: "DELETE" }),
};
