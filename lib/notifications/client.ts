import { apiPath, apiRequest } from "@/lib/client/api-request";
import type { z } from "@/lib/validation/z";
import type { TestMailResult } from "./test-mail";
import type { assignationBody, assignationPatch, templateBody, TemplateRow } from "./schemas";

/** The notifications API for client islands: each call with its request and response types. */
export const notificationsApi = {
  createTemplate: (body: z.output<typeof templateBody>) =>
    apiRequest<TemplateRow>("/notifications-api/templates", { method: "POST", json: body }),
  updateTemplate: (id: number, body: z.output<typeof templateBody>) =>
    apiRequest<TemplateRow>(apiPath`/notifications-api/templates/${id}`, { method: "PATCH", json: body }),
  sendTest: (id: number) =>
    apiRequest<TestMailResult>(apiPath`/notifications-api/templates/${id}/test`, { method: "POST" }),
  createAssignation: (body: z.output<typeof assignationBody>) =>
    apiRequest<void>("/notifications-api/assignations", { method: "POST", json: body }),
  updateAssignation: (id: number, body: z.input<typeof assignationPatch>) =>
    apiRequest<void>(apiPath`/notifications-api/assignations/${id}`, { method: "PATCH", json: body }),
};
