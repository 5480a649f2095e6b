// GET /exams-api/exams/{id}/instructions — the exam's instrucciones files as one zip
// POST /exams-api/exams/{id}/instructions — the instructor uploads the instrucciones files (multipart field `files`)
import { endpoint } from "@/lib/api/endpoint";
import { examsAccess } from "@/lib/exams/access";
import { EXAM_FILES_UPLOAD } from "@/lib/exams/online/schemas";
import { examIdParams } from "@/lib/exams/exams/schemas";
import { examFilesZip, uploadExamFiles } from "@/lib/exams/online/files";

export const GET = endpoint(
  examsAccess,
  "GET /exams-api/exams/{id}/instructions",
  { params: examIdParams },
  async ({ db, user, params }) => examFilesZip(db, user, params.id, "INSTRUCTIONS"),
);

export const POST = endpoint(
  examsAccess,
  "POST /exams-api/exams/{id}/instructions",
  { params: examIdParams, upload: EXAM_FILES_UPLOAD },
  async ({ db, user, params, body }) => uploadExamFiles(db, user, params.id, "INSTRUCTIONS", body.files),
);
