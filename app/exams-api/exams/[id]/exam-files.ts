// The two file sets an instructor uploads for an online exam (lib/exams/online): instrucciones and preguntas
import { fileSlot } from "@/lib/api/declared-routes";
import { examIdParams } from "@/lib/exams/exams/schemas";
import { examFilesZip, uploadExamFiles } from "@/lib/exams/online/files";
import { EXAM_FILES_UPLOAD } from "@/lib/exams/online/schemas";
import { said } from "@/lib/exams/said";

const slot = fileSlot(examIdParams, EXAM_FILES_UPLOAD, examFilesZip, uploadExamFiles);

/** The slot of one kind, its upload's answer ('Se ha actualizado el examen A de …') in the requester's language. */
function files(kind: "INSTRUCTIONS" | "QUESTIONS") {
  const { download, upload } = slot(kind);
  return { download, upload: said(upload) };
}

export const instructionFiles = files("INSTRUCTIONS");
export const questionFiles = files("QUESTIONS");
