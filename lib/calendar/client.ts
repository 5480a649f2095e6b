import { apiRequest } from "@/lib/ui/api-request";

/** Typed calls of the calendar API from client islands. */
export const calendarClient = {
  renew: () => apiRequest<{ url: string }>("/calendar-api/link", { method: "POST" }),
};
