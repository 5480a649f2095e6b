// GET /calendar-api/link — the caller's personal calendar feed URL
// POST /calendar-api/link — 'Renovar enlace': a new feed URL; the old one stops working
import { endpoint } from "@/lib/api/endpoint";
import { calendarAccess } from "@/lib/calendar/access";
import { currentToken, feedUrl, renewToken } from "@/lib/calendar/token";

export const GET = endpoint(calendarAccess, "GET /calendar-api/link", async ({ db, user }) => ({
  url: feedUrl(await currentToken(db, user.id)),
}));

export const POST = endpoint(calendarAccess, "POST /calendar-api/link", async ({ db, user }) => ({
  url: feedUrl(await renewToken(db, user.id)),
}));
