import { apiPath } from "@/lib/ui/api-request";

/** The personal-data API for pages and client islands: its download paths. */
export const privacyApi = {
  myExportUrl: () => apiPath`/privacy-api/me/export`,
  personExportUrl: (externalId: string) => apiPath`/privacy-api/people/${externalId}/export`,
};
