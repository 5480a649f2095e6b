// GET /exams-api/exams/{id}/files/{versionId} — one instruction or question file, current or superseded by a later upload (support)
import { endpoint } from "@/lib/api/endpoint";
import { examsAccess } from "@/lib/exams/access";
import { examFileVersion } from "@/lib/exams/file-versions";
import { examFileVersionParams } from "@/lib/exams/schemas";
import { storedFileDownload } from "@/lib/files/store";

export const GET = endpoint(
  examsAccess,
  "GET /exams-api/exams/{id}/files/{versionId}",
  { params: examFileVersionParams },
  async ({ db, user, params }) => {
    const version = await examFileVersion(db, user, params.id, params.versionId);
    return storedFileDownload(db, version.fileId, version.fileName);
  },
);
