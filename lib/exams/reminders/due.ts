import { sql } from "drizzle-orm";
import type { Db } from "@/db";
import { eventReminders, examRequests, tfgDefenses, tfgRequests, users } from "@/db/schema";
import type { Role } from "@/db/enums/roles";
import type { CalendarEvent } from "@/lib/calendar/events";
import { CALENDAR_PROVIDERS } from "@/lib/calendar/providers";
import { rowsOf } from "@/lib/sql-rows";

export interface Person {
  id: number;
  role: Role;
  email: string;
  locale: string | null;
}

/** The window of events to remind now, on the database's clock: from now to `days` ahead. */
export async function reminderWindow(db: Db, days: number) {
  const [row] = rowsOf<{ now: Date | string }>(await db.execute(sql`select now() as now`));
  const from = new Date(row!.now);
  return { from, to: new Date(from.getTime() + days * 24 * 3_600_000) };
}

/** People with an exam choice, or a defense as student or court member, starting within the window. */
export async function peopleWithEvents(db: Db, from: Date, to: Date): Promise<Person[]> {
  const inWindow = (column: unknown) =>
    sql`${column} > ${from.toISOString()}::timestamptz and ${column} <= ${to.toISOString()}::timestamptz`;
  const d = tfgDefenses;
  return rowsOf<Person>(
    await db.execute(sql`select u.id, u.role, u.email, u.locale from ${users} u where u.email is not null and u.id in (
      select ${examRequests.userId} from ${examRequests} where ${inWindow(examRequests.startsAt)}
      union select ${tfgRequests.userId} from ${d} join ${tfgRequests} on ${tfgRequests.id} = ${d.requestId}
        where ${inWindow(d.start)}
      union select ${d.chairmanId} from ${d} where ${inWindow(d.start)}
      union select ${d.secretaryId} from ${d} where ${inWindow(d.start)}
      union select ${d.vocalId} from ${d} where ${inWindow(d.start)})
      order by u.id`),
  );
}

/** A person's calendar events (exam choices, accepted defenses) starting within the window. */
export async function eventsInWindow(db: Db, person: Person, from: Date, to: Date): Promise<CalendarEvent[]> {
  const events: CalendarEvent[] = [];
  for (const provider of CALENDAR_PROVIDERS.filter((p) => p.roles.includes(person.role))) {
    events.push(...(await provider.events(db, person)).filter((e) => e.start > from && e.start <= to));
  }
  return events;
}

/** Marks the reminder as sent; false when it already was (by this or another scheduler instance). */
export async function markOnce(db: Db, person: Person, event: CalendarEvent): Promise<boolean> {
  const inserted = await db
    .insert(eventReminders)
    .values({ eventUid: event.uid, userId: person.id, startsAt: event.start })
    .onConflictDoNothing()
    .returning({ id: eventReminders.id });
  return inserted.length > 0;
}
