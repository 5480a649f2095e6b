// GET /documents-api — a student's own documents, or every document for a coordinator (paged, filtered)
// POST /documents-api — a student hands in a document (file as a data URL); it starts PENDING
import { rowsNaming } from "@/lib/access-log/students";
import { endpoint, json } from "@/lib/api/endpoint";
import { listDocuments } from "@/lib/documents/queries";
import { documentListQuery, uploadDocumentBody } from "@/lib/documents/schemas";
import { uploadDocument } from "@/lib/documents/service";
import { dataUrlUpload } from "@/lib/files/limits";

export const GET = endpoint(
  {
    roles: ["ROLE_STUDENT", "ROLE_COORD"],
    query: documentListQuery,
    readsPersonalData: { what: "Gestor documental: listado de documentos", shown: rowsNaming("studentId") },
  },
  async ({ db, user, query }) => listDocuments(db, user, query),
);

export const POST = endpoint(
  { roles: ["ROLE_STUDENT"], body: uploadDocumentBody, bodyLimit: dataUrlUpload },
  async ({ db, user, body }) => json(await uploadDocument(db, user, body), 201),
);
