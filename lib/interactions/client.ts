import { apiPath, apiRequest } from "@/lib/client/api-request";
import type { z } from "@/lib/validation/z";
import type { createInteractionBody, updateInteractionBody } from "./schemas";

/** The interactions API for client islands: its paths, and each call with its request and response types. */
export const interactionsApi = {
  titulationsPath: "/interactions-api/titulations",
  coursesPath: (titulation: string) => `/interactions-api/courses?${new URLSearchParams({ titulation })}`,
  courseUsersPath: (courseId: string) => apiPath`/interactions-api/course/${courseId}/users`,
  attachmentUrl: (id: number, attachmentId: number) => apiPath`/interactions-api/${id}/attachments/${attachmentId}`,
  create: (body: z.input<typeof createInteractionBody>) =>
    apiRequest<{ id: number }>("/interactions-api", { method: "POST", json: body }),
  update: (id: number, body: z.input<typeof updateInteractionBody>) =>
    apiRequest<void>(apiPath`/interactions-api/${id}`, { method: "PATCH", json: body }),
  remove: (id: number) => apiRequest<void>(apiPath`/interactions-api/${id}`, { method: "DELETE" }),
  attach: (id: number, form: FormData) =>
    apiRequest<void>(apiPath`/interactions-api/${id}/attachments`, { method: "POST", form }),
};
