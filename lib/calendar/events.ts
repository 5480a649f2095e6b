import type { Db } from "@/db";
import type { Role } from "@/db/enums/roles";

/** One event of a personal calendar feed. `uid` must be stable: an updated event replaces the old one. */
export interface CalendarEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location?: string;
}

/** A module's events for a person (exam choices, TFG defenses…); the feed asks every provider for the user's role. */
export interface CalendarEventProvider {
  roles: readonly Role[];
  events: (db: Db, user: { id: number; role: Role }) => Promise<CalendarEvent[]>;
}
