// GET /documents-api/{id}/file — the document's file: its owner or a coordinator
import { documentOwner } from "@/lib/access-log/students";
import { endpoint } from "@/lib/api/endpoint";
import { readableDocument } from "@/lib/documents/queries";
import { storedFileDownload } from "@/lib/files/store";
import { idParams } from "@/lib/validation/common";

export const GET = endpoint(
  {
    roles: ["ROLE_STUDENT", "ROLE_COORD"],
    params: idParams,
    readsPersonalData: { what: "Gestor documental: descarga de un documento", student: documentOwner },
  },
  async ({ db, user, params }) => {
    const doc = await readableDocument(db, user, params.id);
    return storedFileDownload(db, doc.fileId, doc.filename);
  },
);
