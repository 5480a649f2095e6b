// GET /calendar-api/feed/{token} — the personal calendar (text/calendar), authenticated by its token
import { publicEndpoint } from "@/lib/api/endpoint";
import { calendarAccess } from "@/lib/calendar/access";
import { feedForToken } from "@/lib/calendar/feed";
import { z } from "@/lib/validation/z";

const params = z.object({
  token: z
    .string()
    .max(200)
    .transform((t) => t.replace(/\.ics$/, "")),
});

export const GET = publicEndpoint(
  calendarAccess,
  "GET /calendar-api/feed/{token}",
  { params },
  async ({ db, params, locale }) =>
    new Response(await feedForToken(db, params.token, locale), {
      headers: {
        "content-type": "text/calendar; charset=utf-8",
        "cache-control": "private, no-store",
        "content-disposition": 'inline; filename="calendario.ics"',
      },
    }),
);
