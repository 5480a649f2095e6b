import { apiDownload } from "@/lib/client/api-download";
import { apiRequest } from "@/lib/client/api-request";
import type { ExamFileKind, ExamState } from "@/db/enums/exams";
import type { StudentSearchRow } from "@/lib/student-record/schemas";
import type { CheckinAnswer } from "./attendance/schemas";
import type { ExtraordinaryBody } from "./exams/schemas";
import type { RequestBody, VenueChangeBody } from "./requests/schemas";
import type { TermBody, TermRow } from "./terms/schemas";
import type { VenueSessionListQuery } from "./venues/schemas";
import type { WaitlistEntryListQuery } from "./waitlist/entry-schemas";
import type { WaitlistRow } from "./waitlist/schemas";

/** The exams API's public paths: the reads that client islands load with `useApiRead`, links and downloads. */
export const examsPaths = {
  /** The venues an exam is offered at, with their seats left (`OfferedVenue[]`). */
  venues: (examId: number) => `/exams-api/exams/${examId}/venues`,
  /** One exam with its files (`ExamDetail`). */
  exam: (examId: number) => `/exams-api/exams/${examId}`,
  /** A course's exams (`ExamRow[]`). */
  courseExams: (courseId: string) => `/exams-api/exams/courses/${encodeURIComponent(courseId)}`,
  /** The courses a student is enrolled in (`CourseRow[]`). */
  enrollments: (user: string) => `/exams-api/courses/users/${encodeURIComponent(user)}/enrollments`,
  files: (examId: number, kind: ExamFileKind) =>
    `/exams-api/exams/${examId}/${kind === "INSTRUCTIONS" ? "instructions" : "questions"}`,
  fileVersion: (examId: number, versionId: number) => `/exams-api/exams/${examId}/files/${versionId}`,
  choicesDownload: "/exams-api/requests/courses/download",
  /** Every venue (`VenueRow[]`), for the session lists' filter. */
  venueList: "/exams-api/courses/organizations",
  /** Support's seats per venue session (`Page<VenueSessionRow>`). */
  venueSessions: (query: VenueSessionListQuery) => `/exams-api/venues/sessions?${listSearch(query)}`,
  /** The voucher's QR (PNG), its PDF and, once checked in, the attendance certificate: the student's own. */
  voucherQr: (requestId: number) => `/exams-api/requests/${requestId}/voucher/qr`,
  voucherPdf: (requestId: number) => `/exams-api/requests/${requestId}/voucher/pdf`,
  attendanceCertificate: (requestId: number) => `/exams-api/requests/${requestId}/attendance-certificate`,
  /** An exam's attendance (at one venue) as CSV and PDF. */
  attendanceCsv: (examId: number, venueId?: string) =>
    `/exams-api/exams/${examId}/attendance/csv${venueId ? `?${new URLSearchParams({ venueId })}` : ""}`,
  attendancePdf: (examId: number, venueId?: string) =>
    `/exams-api/exams/${examId}/attendance/pdf${venueId ? `?${new URLSearchParams({ venueId })}` : ""}`,
  /** Support's waiting lists (`Page<WaitlistEntryRow>`). */
  waitlistEntries: (query: WaitlistEntryListQuery) => `/exams-api/waitlist/entries?${listSearch(query)}`,
};

/** A parsed list query back as URL parameters, without the absent ones. */
function listSearch(query: Record<string, string | number | undefined>): URLSearchParams {
  const defined = Object.entries(query).filter((entry): entry is [string, string | number] => entry[1] !== undefined);
  return new URLSearchParams(defined.map(([key, value]) => [key, String(value)]));
}

type Created = { id: number };
type WithMessage = { id: number; state: ExamState; message: string };

/** Typed calls of the exams API from client islands. */
export const examsApi = {
  choose: (body: RequestBody) => apiRequest<Created>("/exams-api/requests", { method: "POST", json: body }),
  chooseOnBehalf: (user: string, body: RequestBody) =>
    apiRequest<Created>(`/exams-api/requests/${encodeURIComponent(user)}`, {
      method: "POST",
      json: { ...body, userId: user },
    }),
  joinWaitlist: (body: RequestBody) => apiRequest<WaitlistRow>("/exams-api/waitlist", { method: "POST", json: body }),
  leaveWaitlist: (id: number) => apiRequest<Created>(`/exams-api/waitlist/${id}`, { method: "DELETE" }),
  changeVenue: (id: number, body: VenueChangeBody) =>
    apiRequest<Created>(`/exams-api/requests/${id}/venue`, { method: "PUT", json: body }),
  deleteRequest: (id: number) => apiRequest<Created>(`/exams-api/requests/${id}`, { method: "DELETE" }),
  setStatus: (examId: number, status: ExamState, reason?: string) =>
    apiRequest<WithMessage>(`/exams-api/exams/${examId}/status`, {
      method: "POST",
      json: { id: examId, status, reason },
    }),
  uploadWithoutFiles: (examId: number) =>
    apiRequest<WithMessage>(`/exams-api/exams/${examId}/uploadwithoutfiles`, { method: "POST" }),
  uploadFiles: (examId: number, kind: ExamFileKind, files: File[]) => {
    const form = new FormData();
    for (const file of files) form.append("files", file);
    return apiRequest<WithMessage>(examsPaths.files(examId, kind), { method: "POST", form });
  },
  downloadFiles: (examId: number, kind: ExamFileKind) => apiDownload(examsPaths.files(examId, kind)),
  downloadFileVersion: (examId: number, versionId: number) => apiDownload(examsPaths.fileVersion(examId, versionId)),
  generate: (examId: number) => apiDownload(`/exams-api/exams/${examId}/generate`, { method: "POST" }),
  extraordinary: (body: ExtraordinaryBody) =>
    apiRequest<{ id: number; message: string }>(`/exams-api/exams/${body.examId}/extraordinary`, {
      method: "POST",
      json: body,
    }),
  uploadCsv: (file: File) => {
    const form = new FormData();
    form.set("file", file);
    return apiRequest<{ rows: number; message: string }>("/exams-api/exams/csv", { method: "POST", form });
  },
  createTerm: (body: TermBody) => apiRequest<TermRow>("/exams-api/terms", { method: "POST", json: body }),
  setTermEnabled: (id: number, enabled: boolean) =>
    apiRequest<TermRow>(`/exams-api/terms/${id}`, { method: "PATCH", json: { enabled } }),
  deleteTerm: (id: number) => apiRequest<Created>(`/exams-api/terms/${id}`, { method: "DELETE" }),
  /** 'Control de acceso': one scan (a voucher's code or a DNI/NIE) at a venue's door. */
  checkin: (body: { examId: number; venueId: string; code?: string; dni?: string; scannedAt?: string }) =>
    apiRequest<CheckinAnswer>("/exams-api/checkin", { method: "POST", json: body }),
  /** The students matching a name, surnames, DNI or e-mail, for the support's wizards. */
  findStudents: (text: string) =>
    apiRequest<StudentSearchRow[]>(`/exams-api/students?${new URLSearchParams({ q: text.trim() })}`),
};
