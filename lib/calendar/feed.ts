import { eq } from "drizzle-orm";
import { toZonedTime } from "date-fns-tz";
import ical from "ical-generator";
import type { Db } from "@/db";
import { users } from "@/db/schema";
import { NotFoundError } from "@/lib/api/errors";
import { portalTimeZone } from "@/lib/dates";
import type { CalendarEventProvider } from "./events";
import { CALENDAR_PROVIDERS } from "./providers";
import { userOfToken } from "./token";
import { vTimezone } from "./vtimezone";

/** The iCalendar text (RFC 5545) of every provider's events for a person, in the portal's time zone. */
export async function personalCalendar(
  db: Db,
  user: { id: number; role: (typeof users.$inferSelect)["role"] },
  providers: readonly CalendarEventProvider[] = CALENDAR_PROVIDERS,
) {
  const zone = portalTimeZone();
  // With a TZID, ical-generator writes a native Date's host-local fields: hand it the zone's wall clock.
  const wallClock = (date: Date) => toZonedTime(date, zone);
  const calendar = ical({
    name: "Portal de servicios",
    prodId: { company: "Portal de servicios", product: "calendario", language: "ES" },
    timezone: { name: zone, generator: (tz) => vTimezone(tz) },
    ttl: 3600,
  });
  for (const provider of providers.filter((p) => p.roles.includes(user.role))) {
    for (const event of await provider.events(db, user)) {
      calendar.createEvent({
        id: event.uid,
        start: wallClock(event.start),
        end: wallClock(event.end),
        summary: event.summary,
        description: event.description,
        location: event.location,
        timezone: zone,
      });
    }
  }
  return calendar.toString();
}

/** The feed behind a token; an unknown, forged or renewed token is a 404. */
export async function feedForToken(db: Db, token: string): Promise<string> {
  const userId = await userOfToken(db, token);
  const [user] =
    userId === null ? [] : await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, userId));
  if (!user) throw new NotFoundError("Este enlace de calendario no existe o ha sido renovado");
  return personalCalendar(db, user);
}
