import { apiRequest } from "@/lib/client/api-request";

/** Typed calls of the calendar API from client islands. */
export const calendarApi = {
  renew: () => apiRequest<{ url: string }>("/calendar-api/link", { method: "POST" }),
};
