import { apiPath, apiRequest } from "@/lib/client/api-request";
import type { CreatedRegistryEntry } from "./schemas";

type EntryJson = Record<string, unknown>;

/** The registry API for client islands and pages: its paths, and each call with its request and response types. */
export const registryApi = {
  fileUrl: (id: number) => apiPath`/registry-api/${id}/file`,
  exportUrl: (query: URLSearchParams) => `/registry-api/export${query.size ? `?${query}` : ""}`,
  /** One entry with its history (`RegistryEntryDetail`), for `useApiRead`. */
  entryPath: (id: number) => apiPath`/registry-api/${id}`,
  create: (body: EntryJson) => apiRequest<CreatedRegistryEntry>("/registry-api", { method: "POST", json: body }),
  update: (id: number, body: EntryJson) =>
    apiRequest<{ id: number; changed: number }>(apiPath`/registry-api/${id}`, { method: "PATCH", json: body }),
};
