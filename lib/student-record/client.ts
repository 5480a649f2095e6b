import { apiPath, apiRequest } from "@/lib/client/api-request";
import type { SmsResult } from "./schemas";

/** The student-record API for client islands: its paths, and each call with its request and response types. */
export const studentRecordApi = {
  gradesPath: (user: string, convocatory: string) =>
    apiPath`/student-record-api/grades/${user}/convocatory/${convocatory}`,
  proceedingPath: (course: string, user: string) => apiPath`/student-record-api/proceeding/${course}/${user}`,
  proceedingDownloadUrl: (course: string, user: string) =>
    apiPath`/student-record-api/proceeding/${course}/${user}/download`,
  sendSms: (body: { user: string; text: string }) =>
    apiRequest<SmsResult>("/student-record-api/sms", { method: "POST", json: body }),
};
