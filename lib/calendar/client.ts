import { apiRequest } from "@/lib/ui/api-request";

/** Typed calls of the calendar API from client islands. */
export const calendarApi = {
  renew: () => apiRequest<{ url: string }>("/calendar-api/link", { method: "POST" }),
};
