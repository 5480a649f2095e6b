// GET /documents-api/{id}/file — the document's file: its owner or a coordinator
import { documentOwner } from "@/lib/access-log/students";
import { endpoint } from "@/lib/api/endpoint";
import { documentsAccess } from "@/lib/documents/access";
import { readableDocument } from "@/lib/documents/queries";
import { storedFileDownload } from "@/lib/files/store";
import { idParams } from "@/lib/validation/common";

export const GET = endpoint(
  documentsAccess,
  "GET /documents-api/{id}/file",
  {
    params: idParams,
    readsPersonalData: { what: "Gestor documental: descarga de un documento", student: documentOwner },
  },
  async ({ db, user, params }) => {
    const doc = await readableDocument(db, user, params.id);
    return storedFileDownload(db, doc.fileId, doc.filename);
  },
);
