// GET /enrollments-api/extended/{id}/files — the attachments of an extension (type A) request: the file, or a zip of several
// POST /enrollments-api/extended/{id}/files — the student attaches files (multipart `files`) to their own request, all or none
import { enrollmentRequestOwner } from "@/lib/access-log/students";
import { endpoint } from "@/lib/api/endpoint";
import { enrollmentsAccess } from "@/lib/enrollments/access";
import { ATTACHMENTS_UPLOAD } from "@/lib/enrollments/files/schemas";
import { attachFiles, requestFilesDownload } from "@/lib/enrollments/files/service";
import { idParams } from "@/lib/validation/common";

export const GET = endpoint(
  enrollmentsAccess,
  "GET /enrollments-api/extended/{id}/files",
  {
    params: idParams,
    readsPersonalData: {
      what: "Ampliación de matrícula: descarga de los justificantes",
      student: enrollmentRequestOwner,
    },
  },
  async ({ db, user, params }) => requestFilesDownload(db, user, params.id, "A"),
);

export const POST = endpoint(
  enrollmentsAccess,
  "POST /enrollments-api/extended/{id}/files",
  { params: idParams, upload: ATTACHMENTS_UPLOAD },
  async ({ db, user, params, body }) => attachFiles(db, user, params.id, "A", body.files),
);
