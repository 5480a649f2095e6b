import { z } from "@/lib/validation/z";

const externalId = z.string().trim().min(1).max(100);

/** `/grades-api/proceedings/{courseId}/download`: the degree's externalId. */
export const proceedingDownloadParams = z.object({ courseId: externalId });

/** `POST /proceeding/{course}/{user}`: the degree's and the student's externalIds. */
export const proceedingUploadParams = z.object({ course: externalId, user: externalId });

export const PROCEEDING_FILE_FIELD = "file";
export const PROCEEDING_MISSING_FILE = "No se ha seleccionado ningún archivo de expediente";
export const PROCEEDING_DOWNLOAD_NAME = "expediente.pdf";

export interface GradeRow {
  courseId: string;
  courseName: string;
  grade: number | null;
  gradeText: string | null;
  term: string;
  convocatory: string;
  surveyId: string | null;
  url: string | null;
}

export interface ProceedingRow {
  externalCourseId: string;
  degreeName: string;
  created: string;
  modified: string;
}
