// GET /documents-api/types — document types, for whoever uploads or reviews
// POST /documents-api/types — an admin adds a type (name required and unique)
import { endpoint, json } from "@/lib/api/endpoint";
import { listDocumentTypes } from "@/lib/documents/queries";
import { documentTypeBody } from "@/lib/documents/schemas";
import { createDocumentType } from "@/lib/documents/service";

export const GET = endpoint({ roles: ["ROLE_STUDENT", "ROLE_COORD", "ROLE_ADMIN"] }, async ({ db }) =>
  listDocumentTypes(db),
);

export const POST = endpoint({ roles: ["ROLE_ADMIN"], body: documentTypeBody }, async ({ db, body }) =>
  json(await createDocumentType(db, body), 201),
);
