// GET /exams-api/exams/{id}/files/{versionId} — one instruction or question file, current or superseded by a later upload (support)
import { endpoint } from "@/lib/api/endpoint";
import { examsAccess } from "@/lib/exams/access";
import { storedFileDownload } from "@/lib/files/store";
import { examFileVersion } from "@/lib/exams/online/file-versions";
import { examFileVersionParams } from "@/lib/exams/online/schemas";

export const GET = endpoint(
  examsAccess,
  "GET /exams-api/exams/{id}/files/{versionId}",
  { params: examFileVersionParams },
  async ({ db, user, params }) => {
    const version = await examFileVersion(db, user, params.id, params.versionId);
    return storedFileDownload(db, version.fileId, version.fileName);
  },
);
