import { apiPath, apiRequest } from "@/lib/ui/api-request";
import type { RegistryEntryRow } from "./schemas";

type EntryJson = Record<string, unknown>;

/** The registry API for client islands and pages: its paths, and each call with its request and response types. */
export const registryApi = {
  fileUrl: (id: number) => apiPath`/registry-api/${id}/file`,
  exportUrl: (query: URLSearchParams) => `/registry-api/export${query.size ? `?${query}` : ""}`,
  /** One entry with its history (`RegistryEntryRow & { history: RegistryHistoryRow[] }`), for `useApiRead`. */
  entryPath: (id: number) => apiPath`/registry-api/${id}`,
  create: (body: EntryJson) => apiRequest<RegistryEntryRow>("/registry-api", { method: "POST", json: body }),
  update: (id: number, body: EntryJson) =>
    apiRequest<RegistryEntryRow>(apiPath`/registry-api/${id}`, { method: "PATCH", json: body }),
  /** The users matching a term (`RegistryUserOption[]`), for `useApiRead`. */
  usersPath: (kind: string, term: string) => apiPath`/registry-api/users/${kind}/${term}`,
};
