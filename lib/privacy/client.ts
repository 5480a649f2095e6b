import { apiPath, apiRequest } from "@/lib/client/api-request";
import type { StudentSearchRow } from "@/lib/student-record/schemas";
import type { AccessibilityFeedbackBody, FeedbackReceipt } from "./feedback/schemas";

/** The personal-data API for pages and client islands: its download paths and the erasure. */
export const privacyApi = {
  myExportUrl: () => apiPath`/privacy-api/me/export`,
  /** The people of any role matching a name, surnames, DNI or e-mail (the person picker's suggestions). */
  people: (text: string) =>
    apiRequest<StudentSearchRow[]>(`/privacy-api/people?${new URLSearchParams({ search: text.trim() })}`),
  personExportUrl: (externalId: string) => apiPath`/privacy-api/people/${externalId}/export`,
  /** Erases the person; answers the report's lines (what was removed, anonymised, kept and why). */
  erase: (externalId: string) =>
    apiRequest<{ lines: string[] }>(apiPath`/privacy-api/people/${externalId}/erase`, { method: "POST", json: {} }),
  /** Sends an accessibility communication; answers the registry code of its entry. */
  accessibilityFeedback: (body: AccessibilityFeedbackBody) =>
    apiRequest<FeedbackReceipt>("/privacy-api/accessibility-feedback", { method: "POST", json: body }),
};
