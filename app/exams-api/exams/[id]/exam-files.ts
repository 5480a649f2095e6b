// The two file sets an instructor uploads for an online exam (lib/exams/online): instrucciones and preguntas
import { fileSlot } from "@/lib/api/declared-routes";
import { examIdParams } from "@/lib/exams/exams/schemas";
import { examFilesZip, uploadExamFiles } from "@/lib/exams/online/files";
import { EXAM_FILES_UPLOAD } from "@/lib/exams/online/schemas";

const slot = fileSlot(examIdParams, EXAM_FILES_UPLOAD, examFilesZip, uploadExamFiles);

export const instructionFiles = slot("INSTRUCTIONS");
export const questionFiles = slot("QUESTIONS");
