// GET /exams-api/exams/{id}/questions — the exam's preguntas files as one zip
// POST /exams-api/exams/{id}/questions — the instructor uploads the preguntas files (multipart field `files`)
import { endpoint } from "@/lib/api/endpoint";
import { examsAccess } from "@/lib/exams/access";
import { questionFiles } from "@/app/exams-api/exams/[id]/exam-files";

export const GET = endpoint(examsAccess, "GET /exams-api/exams/{id}/questions", questionFiles.download);

export const POST = endpoint(examsAccess, "POST /exams-api/exams/{id}/questions", questionFiles.upload);
