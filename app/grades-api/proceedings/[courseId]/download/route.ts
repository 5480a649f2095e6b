// GET /grades-api/proceedings/{courseId}/download — the student's own proceeding for a degree, as expediente.pdf
import { endpoint } from "@/lib/api/endpoint";
import { storedFileDownload } from "@/lib/files/store";
import { gradesAccess } from "@/lib/grades/access";
import { proceedingOf } from "@/lib/grades/queries";
import { PROCEEDING_DOWNLOAD_NAME, proceedingDownloadParams } from "@/lib/grades/schemas";

export const GET = endpoint(
  gradesAccess,
  "GET /grades-api/proceedings/{courseId}/download",
  { params: proceedingDownloadParams },
  async ({ db, user, params }) => {
    const proceeding = await proceedingOf(db, user.id, params.courseId);
    return storedFileDownload(db, proceeding.fileId, PROCEEDING_DOWNLOAD_NAME);
  },
);
