import { apiPath, apiRequest } from "@/lib/client/api-request";
import type { YearState } from "./lifecycle";
import type { OpenReport } from "./open";
import type { OpenYearBody, YearRowView } from "./schemas";

const change = (action: "activate" | "close" | "reopen") => (externalId: string) =>
  apiRequest<YearState>(apiPath`/academic-year-api/years/${externalId}/` + action, { method: "POST", json: {} });

/** The academic-year API for the admin screen: the years, the open (or its dry run) and the changes of state. */
export const academicYearApi = {
  list: () => apiRequest<YearRowView[]>("/academic-year-api/years"),
  /** Opens the next year, or with `dryRun` answers what it would copy and leave out. */
  open: (body: OpenYearBody) => apiRequest<OpenReport>("/academic-year-api/years/open", { method: "POST", json: body }),
  activate: change("activate"),
  close: change("close"),
  reopen: change("reopen"),
};
