// GET /documents-api — a student's own documents, or every document for a coordinator (paged, filtered)
// POST /documents-api — a student hands in a document (file as a data URL); it starts PENDING
import { rowsNaming } from "@/lib/access-log/students";
import { endpoint, json } from "@/lib/api/endpoint";
import { documentsAccess } from "@/lib/documents/access";
import { listDocuments } from "@/lib/documents/queries";
import { documentListQuery, uploadDocumentBody } from "@/lib/documents/schemas";
import { uploadDocument } from "@/lib/documents/service";
import { dataUrlUpload } from "@/lib/files/limits";

export const GET = endpoint(
  documentsAccess,
  "GET /documents-api",
  {
    query: documentListQuery,
    readsPersonalData: { what: "Gestor documental: listado de documentos", shown: rowsNaming("studentId") },
  },
  async ({ db, user, query }) => listDocuments(db, user, query),
);

export const POST = endpoint(
  documentsAccess,
  "POST /documents-api",
  { body: uploadDocumentBody, bodyLimit: dataUrlUpload },
  async ({ db, user, body }) => json(await uploadDocument(db, user, body), 201),
);
