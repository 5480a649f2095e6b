import { eq } from "drizzle-orm";
import { toZonedTime } from "date-fns-tz";
import ical from "ical-generator";
import type { Db } from "@/db";
import { users } from "@/db/schema";
import { NotFoundError } from "@/lib/api/errors";
import { portalTimeZone } from "@/lib/dates";
import type { Locale } from "@/lib/i18n/locales";
import { chooseLocale } from "@/lib/i18n/negotiate";
import { defaultLocale, offeredLocales } from "@/lib/i18n/offered";
import { msg } from "@/lib/i18n/message";
import { translator } from "@/lib/i18n/translate";
import type { CalendarEventProvider } from "./events";
import { CALENDAR_PROVIDERS } from "./providers";
import { userOfToken } from "./token";
import { vTimezone } from "./vtimezone";

/** The iCalendar text (RFC 5545) of every provider's events for a person, in the portal's time zone and in `locale`. */
export async function personalCalendar(
  db: Db,
  user: { id: number; role: (typeof users.$inferSelect)["role"] },
  providers: readonly CalendarEventProvider[] = CALENDAR_PROVIDERS,
  locale: Locale = defaultLocale(),
) {
  const t = translator(locale, "calendar");
  const zone = portalTimeZone();
  // With a TZID, ical-generator writes a native Date's host-local fields: hand it the zone's wall clock.
  const wallClock = (date: Date) => toZonedTime(date, zone);
  const calendar = ical({
    name: t("feed.name"),
    prodId: { company: "Portal de servicios", product: "calendario", language: locale.toUpperCase() },
    timezone: { name: zone, generator: (tz) => vTimezone(tz) },
    ttl: 3600,
  });
  for (const provider of providers.filter((p) => p.roles.includes(user.role))) {
    for (const event of await provider.events(db, user, locale)) {
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

/**
 * The feed behind a token; an unknown, forged or renewed token is a 404. Its texts are in the person's
 * language (`users.locale` if offered), else in the request's (`requestLocale`).
 */
export async function feedForToken(db: Db, token: string, requestLocale: Locale): Promise<string> {
  const userId = await userOfToken(db, token);
  const [user] =
    userId === null
      ? []
      : await db
          .select({ id: users.id, role: users.role, locale: users.locale })
          .from(users)
          .where(eq(users.id, userId));
  if (!user) throw new NotFoundError(msg("calendar.feed.notFound"));
  return personalCalendar(
    db,
    user,
    CALENDAR_PROVIDERS,
    chooseLocale({ chosen: user.locale }, offeredLocales(), requestLocale),
  );
}
