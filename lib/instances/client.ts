import { apiRequest } from "@/lib/client/api-request";
import type { InstanceStatus } from "@/db/enums/instances";
import type { InstanceCreateBody } from "./requests/schemas";
import type { TemplateBody } from "./templates/schemas";
import type { InstanceTypeBody, InstanceTypeRow } from "./types/schemas";

const BASE = "/instances-api";

/** The instances API's public paths, for links (downloads, the CSV export) and calls. */
export const instancesPaths = {
  types: `${BASE}/types`,
  type: (id: number) => `${BASE}/types/${id}`,
  templates: `${BASE}/templates`,
  template: (id: number) => `${BASE}/templates/${id}`,
  templatesCsv: `${BASE}/templates/csv`,
  instances: `${BASE}/instances`,
  export: (search: string) => `${BASE}/instances/export${search ? `?${search}` : ""}`,
  instance: (id: number) => `${BASE}/instances/${id}`,
  cancel: (id: number) => `${BASE}/instances/${id}/cancel`,
  close: (id: number) => `${BASE}/instances/${id}/close`,
  responseFile: (id: number) => `${BASE}/instances/${id}/file`,
  studentFile: (id: number) => `${BASE}/instances/${id}/studentFile`,
  fileVersion: (id: number, versionId: number) => `${BASE}/instances/${id}/files/${versionId}`,
  terms: `${BASE}/data/terms`,
} as const;

const fileForm = (file: File, extra: Record<string, string> = {}) => {
  const form = new FormData();
  form.set("file", file);
  for (const [k, v] of Object.entries(extra)) form.set(k, v);
  return form;
};

type Changed = { id: number; status: InstanceStatus };

/** Typed calls of the instances API from client islands. */
export const instancesApi = {
  createType: (body: InstanceTypeBody) =>
    apiRequest<InstanceTypeRow>(instancesPaths.types, { method: "POST", json: body }),
  updateType: (id: number, body: InstanceTypeBody) =>
    apiRequest<InstanceTypeRow>(instancesPaths.type(id), { method: "PATCH", json: body }),
  deleteType: (id: number) => apiRequest<{ id: number }>(instancesPaths.type(id), { method: "DELETE" }),
  createTemplate: (body: TemplateBody) =>
    apiRequest<{ id: number; message: string }>(instancesPaths.templates, { method: "POST", json: body }),
  updateTemplate: (id: number, body: TemplateBody) =>
    apiRequest<{ id: number; message: string }>(instancesPaths.template(id), { method: "PUT", json: body }),
  deleteTemplate: (id: number) => apiRequest<{ id: number }>(instancesPaths.template(id), { method: "DELETE" }),
  uploadTemplatesCsv: (file: File, typeId?: number) =>
    apiRequest<{ created: number; message: string }>(instancesPaths.templatesCsv, {
      method: "POST",
      form: fileForm(file, typeId ? { typeId: String(typeId) } : {}),
    }),
  createInstance: (body: InstanceCreateBody) =>
    apiRequest<Changed & { entryCode: string; message: string }>(instancesPaths.instances, {
      method: "POST",
      json: body,
    }),
  answer: (id: number, instructorText: string) =>
    apiRequest<Changed>(instancesPaths.instance(id), { method: "PATCH", json: { instructorText } }),
  reopen: (id: number) =>
    apiRequest<Changed>(instancesPaths.instance(id), { method: "PATCH", json: { status: "OPEN" } }),
  cancel: (id: number) => apiRequest<Changed>(instancesPaths.cancel(id), { method: "POST" }),
  close: (id: number) => apiRequest<Changed & { exitCode: string }>(instancesPaths.close(id), { method: "POST" }),
  uploadStudentFile: (id: number, file: File) =>
    apiRequest<{ id: number; fileName: string; message: string }>(instancesPaths.studentFile(id), {
      method: "POST",
      form: fileForm(file),
    }),
  uploadResponseFile: (id: number, file: File) =>
    apiRequest<{ id: number; fileName: string; message: string }>(instancesPaths.responseFile(id), {
      method: "POST",
      form: fileForm(file),
    }),
};
