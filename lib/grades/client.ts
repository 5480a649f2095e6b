import { apiPath, apiRequest } from "@/lib/client/api-request";

/** The grades API for client islands: its paths, and each call with its request and response types. */
export const gradesApi = {
  proceedingDownloadUrl: (courseId: string) => apiPath`/grades-api/proceedings/${courseId}/download`,
  /** Staff upload a student's proceedings file (multipart, field `file`); the path has no service prefix. */
  uploadProceeding: (course: string, user: string, form: FormData) =>
    apiRequest<void>(apiPath`/proceeding/${course}/${user}`, { method: "POST", form }),
};
