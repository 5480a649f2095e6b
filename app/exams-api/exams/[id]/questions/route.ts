// GET /exams-api/exams/{id}/questions — the exam's preguntas files as one zip
// POST /exams-api/exams/{id}/questions — the instructor uploads the preguntas files (multipart field `files`)
import { endpoint } from "@/lib/api/endpoint";
import { examsAccess } from "@/lib/exams/access";
import { EXAM_FILES_UPLOAD } from "@/lib/exams/online/schemas";
import { examIdParams } from "@/lib/exams/exams/schemas";
import { examFilesZip, uploadExamFiles } from "@/lib/exams/online/files";

export const GET = endpoint(
  examsAccess,
  "GET /exams-api/exams/{id}/questions",
  { params: examIdParams },
  async ({ db, user, params }) => examFilesZip(db, user, params.id, "QUESTIONS"),
);

export const POST = endpoint(
  examsAccess,
  "POST /exams-api/exams/{id}/questions",
  { params: examIdParams, upload: EXAM_FILES_UPLOAD },
  async ({ db, user, params, body }) => uploadExamFiles(db, user, params.id, "QUESTIONS", body.files),
);
