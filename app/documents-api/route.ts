// GET /documents-api — a student's own documents, or every document for a coordinator (paged, filtered)
// POST /documents-api — a student hands in a document (file as a data URL); it starts PENDING
import { listing, readsRows } from "@/lib/api/declared-routes";
import { endpoint, json } from "@/lib/api/endpoint";
import { documentsAccess } from "@/lib/documents/access";
import { listDocuments } from "@/lib/documents/queries";
import { documentListQuery, uploadDocumentBody } from "@/lib/documents/schemas";
import { uploadDocument } from "@/lib/documents/service";
import { dataUrlUpload } from "@/lib/files/limits";

const read = readsRows("Gestor documental: listado de documentos", "studentId");
const list = listing(documentListQuery, listDocuments, read);

export const GET = endpoint(documentsAccess, "GET /documents-api", list);

export const POST = endpoint(
  documentsAccess,
  "POST /documents-api",
  { body: uploadDocumentBody, bodyLimit: dataUrlUpload },
  async ({ db, user, body, locale }) => json(await uploadDocument(db, user, body, locale), 201),
);
