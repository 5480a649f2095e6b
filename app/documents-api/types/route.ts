// GET /documents-api/types — document types, for whoever uploads or reviews
// POST /documents-api/types — an admin adds a type (name required and unique)
import { endpoint, json } from "@/lib/api/endpoint";
import { documentsAccess } from "@/lib/documents/access";
import { listDocumentTypes } from "@/lib/documents/queries";
import { documentTypeBody } from "@/lib/documents/schemas";
import { createDocumentType } from "@/lib/documents/service";

export const GET = endpoint(documentsAccess, "GET /documents-api/types", async ({ db }) => listDocumentTypes(db));

export const POST = endpoint(
  documentsAccess,
  "POST /documents-api/types",
  { body: documentTypeBody },
  async ({ db, body }) => json(await createDocumentType(db, body), 201),
);
