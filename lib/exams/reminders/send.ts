import type { Db } from "@/db";
import type { CalendarEvent } from "@/lib/calendar/events";
import { personalCalendar } from "@/lib/calendar/feed";
import { formatDateTime, portalTimeZone } from "@/lib/dates";
import { enqueue } from "@/lib/outbox/deliver";
import { eventsInWindow, markOnce, peopleWithEvents, reminderWindow } from "./due";

/** The reminder's text: the event's summary, its date and time in the portal's zone, its details and place. */
export function reminderMail(event: CalendarEvent) {
  return {
    subject: `Recordatorio: ${event.summary}`,
    text: [
      `Te recordamos: ${event.summary}.`,
      `Fecha y hora: ${formatDateTime(event.start)} (${portalTimeZone()})`,
      event.description,
      event.location ? `Lugar: ${event.location}` : null,
      "Encontrarás el evento adjunto (.ics) para añadirlo a tu calendario.",
    ]
      .filter(Boolean)
      .join("\n"),
  };
}

/**
 * E-mails each person, `days` before each of their exam choices and accepted defenses, once: the
 * sent-marker's unique key and the e-mail are written in the caller's transaction, so of two
 * racing scheduler instances one writes both and the other finds the marker. 0 days: off.
 */
export async function sendReminders(db: Db, days: number): Promise<number> {
  if (days === 0) return 0;
  const { from, to } = await reminderWindow(db, days);
  let sent = 0;
  for (const person of await peopleWithEvents(db, from, to)) {
    for (const event of await eventsInWindow(db, person, from, to)) {
      if (!(await markOnce(db, person, event))) continue;
      const ical = await personalCalendar(db, person, [{ roles: [person.role], events: async () => [event] }]);
      await enqueue(db, {
        channel: "EMAIL",
        recipient: person.email,
        recipientUserId: person.id,
        ical,
        ...reminderMail(event),
      });
      sent++;
    }
  }
  return sent;
}
