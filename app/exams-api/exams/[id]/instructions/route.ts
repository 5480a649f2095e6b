// GET /exams-api/exams/{id}/instructions — the exam's instrucciones files as one zip
// POST /exams-api/exams/{id}/instructions — the instructor uploads the instrucciones files (multipart field `files`)
import { endpoint } from "@/lib/api/endpoint";
import { examsAccess } from "@/lib/exams/access";
import { instructionFiles } from "@/app/exams-api/exams/[id]/exam-files";

export const GET = endpoint(examsAccess, "GET /exams-api/exams/{id}/instructions", instructionFiles.download);

export const POST = endpoint(examsAccess, "POST /exams-api/exams/{id}/instructions", instructionFiles.upload);
