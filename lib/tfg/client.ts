import { apiRequest } from "@/lib/client/api-request";
import type { JobStatus } from "@/db/enums/jobs";
import type { AllocationBody, InstructorAllocationRow } from "./allocations/schemas";
import type { AreaBody, AreaRow } from "./areas/schemas";
import type { CourtBody, CourtRow, TimeSpanRow } from "./courts/schemas";
import type { DefenseBody, DefenseRow } from "./defenses/schemas";
import type { ProposalLine } from "./proposal/proposal";
import type { ApplyProposalBody } from "./proposal/schemas";
import type { CreateRequestBody, RequestRow, UpdateRequestBody } from "./requests/schemas";
import type { CsvUploadResult, NamedRef } from "./schemas";
import type { TermBody, TermRow } from "./terms/schemas";

/** The TFG module's public API paths, typed; client islands call these, never literal URLs. */
const base = "/tfg-api";
const qs = (params: Record<string, string | number | boolean | undefined | null>) => {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== "") search.set(k, String(v));
  const text = search.toString();
  return text ? `?${text}` : "";
};
const upload = (path: string, file: File) => {
  const form = new FormData();
  form.set("file", file);
  return apiRequest<CsvUploadResult>(path, { method: "POST", form });
};

/** Paths of the reads that client islands load with `useApiRead`. */
export const tfgPaths = {
  current: (degreeId: string, academicYearId: number, userId?: string | null) =>
    `${base}/requests/current${qs({ degreeId, academicYearId, userId })}`,
  degrees: (params: { academicYearId?: number; all?: boolean; userId?: string | null }) =>
    `${base}/degrees${qs(params)}`,
  degreeAreas: (degreeId: string, academicYearId?: number) =>
    `${base}/degrees/${encodeURIComponent(degreeId)}/areas${qs({ academicYearId })}`,
  terms: (params: { type?: "AREA" | "DEFENSE"; degree?: string; academicYear?: number; open?: boolean }) =>
    `${base}/terms${qs(params)}`,
  /** The directors of the degrees (`DirectorOption[]`, with their places left) in the call's year, else the area's. */
  areaInstructors: (degreeIds: string[], areaId?: number, termId?: number) =>
    `${base}/areas/instructors${qs({ ids: degreeIds.join(","), areaId, termId })}`,
  /** Accepted area requests that can still ask for a defense (`Page<RequestRow>`; the form reads page 0, size 50). */
  pendingForDefense: () =>
    `${base}/requests${qs({ page: 0, size: 50, status: "ACCEPTED", availableForDefense: true })}`,
  /** The courts a defense of the request may be heard by (`CourtRow[]`). */
  courtsForRequest: (requestId: number, defenseId?: number) =>
    `${base}/defenses/courts/requests/${requestId}${qs({ defenseId })}`,
  allocation: (instructorId: string) => `${base}/instructors/${encodeURIComponent(instructorId)}/allocation`,
};

export const tfgApi = {
  createRequest: (body: CreateRequestBody) =>
    apiRequest<RequestRow>(`${base}/requests`, { method: "POST", json: body }),
  updateRequest: (id: number, body: UpdateRequestBody) =>
    apiRequest<RequestRow>(`${base}/requests/${id}`, { method: "PATCH", json: body }),
  accept: (id: number) => apiRequest<RequestRow>(`${base}/requests/${id}/accept`, { method: "POST" }),
  reject: (id: number, reason: string | null) =>
    apiRequest<RequestRow>(`${base}/requests/${id}/reject`, { method: "POST", json: { reason } }),
  cancel: (id: number) => apiRequest<RequestRow>(`${base}/requests/${id}/cancel`, { method: "POST" }),
  pdfPath: (id: number) => `${base}/requests/${id}/pdf`,
  startCsv: (filters: Record<string, string>) =>
    apiRequest<{ id: number }>(`${base}/requests/csv${qs(filters)}`, { method: "POST" }),
  jobStatus: (id: number) => apiRequest<{ progress: number; status: JobStatus }>(`${base}/jobs/${id}/status`),
  jobFilePath: (id: number) => `${base}/jobs/${id}/file`,

  createArea: (body: AreaBody) => apiRequest<AreaRow>(`${base}/areas`, { method: "POST", json: body }),
  updateArea: (id: number, body: AreaBody) => apiRequest<AreaRow>(`${base}/areas/${id}`, { method: "PUT", json: body }),
  deleteArea: (id: number) => apiRequest<unknown>(`${base}/areas/${id}`, { method: "DELETE" }),
  uploadAreas: (file: File) => upload(`${base}/areas/csv`, file),
  areasCsvPath: (academicYearId: number) => `${base}/areas/csv/download${qs({ academicYearId })}`,

  createTerm: (body: TermBody) => apiRequest<TermRow>(`${base}/terms`, { method: "POST", json: body }),
  updateTerm: (body: TermBody) => apiRequest<TermRow>(`${base}/terms`, { method: "PUT", json: body }),
  deleteTerm: (id: number) => apiRequest<unknown>(`${base}/terms/${id}`, { method: "DELETE" }),
  uploadTerms: (file: File) => upload(`${base}/terms/csv`, file),

  createAllocation: (instructorId: string, body: AllocationBody) =>
    apiRequest<InstructorAllocationRow>(`${base}/instructors/${encodeURIComponent(instructorId)}/allocation`, {
      method: "POST",
      json: body,
    }),
  updateAllocation: (instructorId: string, allocationId: number, body: AllocationBody) =>
    apiRequest<InstructorAllocationRow>(
      `${base}/instructors/${encodeURIComponent(instructorId)}/allocation/${allocationId}`,
      { method: "PATCH", json: body },
    ),
  uploadInstructors: (file: File) => upload(`${base}/instructors/csv`, file),
  uploadPriority: (file: File) => upload(`${base}/priority/csv`, file),

  propose: (degreeId: string, termId: number) =>
    apiRequest<ProposalLine[]>(`${base}/proposals`, { method: "POST", json: { degreeId, termId } }),
  applyProposal: (body: ApplyProposalBody) =>
    apiRequest<{ accepted: number; rejected: number }>(`${base}/proposals/apply`, { method: "POST", json: body }),

  createDefense: (requestId: number, body: DefenseBody) =>
    apiRequest<DefenseRow>(`${base}/requests/${requestId}/defenses`, { method: "POST", json: body }),
  updateDefense: (requestId: number, id: number, body: DefenseBody) =>
    apiRequest<DefenseRow>(`${base}/requests/${requestId}/defenses/${id}`, { method: "PATCH", json: body }),
  acceptDefense: (requestId: number, id: number, location: string) =>
    apiRequest<DefenseRow>(`${base}/requests/${requestId}/defenses/${id}/accept`, {
      method: "POST",
      json: { location },
    }),
  rejectDefense: (requestId: number, id: number, reason: string | null) =>
    apiRequest<DefenseRow>(`${base}/requests/${requestId}/defenses/${id}/reject`, { method: "POST", json: { reason } }),
  cancelDefense: (requestId: number, id: number) =>
    apiRequest<DefenseRow>(`${base}/requests/${requestId}/defenses/${id}/cancel`, { method: "POST" }),
  defensePdfPath: (requestId: number, id: number) => `${base}/requests/${requestId}/defenses/${id}/pdf`,

  courtDirectors: () => apiRequest<NamedRef[]>(`${base}/defenses/courts/directors`),
  createCourt: (body: CourtBody) => apiRequest<CourtRow>(`${base}/defenses/courts`, { method: "POST", json: body }),
  updateCourt: (id: number, body: CourtBody) =>
    apiRequest<CourtRow>(`${base}/defenses/courts/${id}`, { method: "PATCH", json: body }),
  deleteCourt: (id: number) => apiRequest<unknown>(`${base}/defenses/courts/${id}`, { method: "DELETE" }),
  addTimeSpan: (courtId: number, start: string) =>
    apiRequest<TimeSpanRow>(`${base}/defenses/courts/${courtId}/timespans${qs({ start })}`, { method: "PUT" }),
  deleteTimeSpan: (courtId: number, spanId: number) =>
    apiRequest<unknown>(`${base}/defenses/courts/${courtId}/timespans/${spanId}`, { method: "DELETE" }),
  uploadTimeSpans: (courtId: number, file: File) => upload(`${base}/defenses/courts/${courtId}/timespans/csv`, file),
  courtsCsvPath: (academicYearId: number) => `${base}/defenses/courts/csv${qs({ academicYearId })}`,
};
