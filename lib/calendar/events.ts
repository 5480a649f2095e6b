import type { Db } from "@/db";
import type { Role } from "@/db/enums/roles";
import type { Locale } from "@/lib/i18n/locales";

/** One event of a personal calendar feed. `uid` must be stable: an updated event replaces the old one. */
export interface CalendarEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location?: string;
}

/**
 * A module's events for a person (exam choices, TFG defenses…); the feed asks every provider for the user's role.
 * `locale` is the feed's language (the person's choice, else the request's; the default when not given):
 * the events' texts are said in it.
 */
export interface CalendarEventProvider {
  roles: readonly Role[];
  events: (db: Db, user: { id: number; role: Role }, locale?: Locale) => Promise<CalendarEvent[]>;
}
