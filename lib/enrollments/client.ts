// The enrolment API as the client islands call it: paths and the shapes they answer.
import { apiRequest } from "@/lib/client/api-request";
import type { EnrollmentType } from "@/db/enums/enrollments";
import type { EnrollmentRequestBody, EnrollmentRequestRow } from "./requests/schemas";
import type { EnrollmentTermInput, EnrollmentTermRow } from "./terms/schemas";

const BASE = "/enrollments-api";
const requestBase = (type: EnrollmentType, id: number) => `${BASE}/${type === "R" ? "requests" : "extended"}/${id}`;

export const enrollmentPaths = {
  pdf: (type: EnrollmentType, id: number) => `${requestBase(type, id)}/pdf`,
  files: (type: EnrollmentType, id: number) => `${requestBase(type, id)}/files`,
  csv: (search: string) => `${BASE}/requests/csv${search}`,
};

export const enrollmentsApi = {
  createRequest: (body: EnrollmentRequestBody) =>
    apiRequest<EnrollmentRequestRow>(`${BASE}/requests`, { method: "POST", json: body }),
  attachFiles: (type: EnrollmentType, id: number, files: File[]) => {
    const form = new FormData();
    for (const file of files) form.append("files", file);
    return apiRequest<string[]>(enrollmentPaths.files(type, id), { method: "POST", form });
  },
  deleteRequest: (id: number) => apiRequest<{ id: number }>(`${BASE}/requests/${id}`, { method: "DELETE" }),
  process: (id: number) => apiRequest<EnrollmentRequestRow>(`${BASE}/requests/${id}/process`, { method: "POST" }),
  unprocess: (id: number) => apiRequest<EnrollmentRequestRow>(`${BASE}/requests/${id}/unprocess`, { method: "POST" }),
  uploadCourses: (file: File) => {
    const form = new FormData();
    form.set("file", file);
    return apiRequest<{ rows: number }>(`${BASE}/courses/csv`, { method: "POST", form });
  },
  createTerm: (body: EnrollmentTermInput) =>
    apiRequest<EnrollmentTermRow>(`${BASE}/enrollment-terms`, { method: "POST", json: body }),
  updateTerm: (id: number, body: EnrollmentTermInput) =>
    apiRequest<EnrollmentTermRow>(`${BASE}/enrollment-terms/${id}`, { method: "PATCH", json: body }),
};
