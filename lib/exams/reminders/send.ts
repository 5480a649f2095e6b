import type { Db } from "@/db";
import type { CalendarEvent } from "@/lib/calendar/events";
import { personalCalendar } from "@/lib/calendar/feed";
import { formatDateTime, portalTimeZone } from "@/lib/dates";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translate";
import { personLocale } from "@/lib/i18n/offered";
import { enqueue } from "@/lib/outbox/deliver";
import { notifyDevices } from "@/lib/push/service";
import { eventsInWindow, markOnce, peopleWithEvents, reminderWindow } from "./due";

/** The reminder's text: the event's summary, its date and time in the portal's zone, its details and place. */
export function reminderMail(event: CalendarEvent, locale: Locale) {
  const t = translator(locale, "exams");
  return {
    subject: t("reminder.subject", { summary: event.summary }),
    text: [
      t("reminder.intro", { summary: event.summary }),
      t("reminder.when", { dateTime: formatDateTime(event.start, locale), zone: portalTimeZone() }),
      event.description,
      event.location ? t("reminder.where", { place: event.location }) : null,
      t("reminder.attached"),
    ]
      .filter(Boolean)
      .join("\n"),
  };
}

/**
 * E-mails each person, `days` before each of their exam choices and accepted defenses, once, and sends
 * a notice to the devices on which they enabled them ('Avisos'): the sent-marker's unique key and the
 * messages are written in the caller's transaction, so of two racing scheduler instances one writes
 * them all and the other finds the marker. 0 days: off.
 */
export async function sendReminders(db: Db, days: number): Promise<number> {
  if (days === 0) return 0;
  const { from, to } = await reminderWindow(db, days);
  let sent = 0;
  for (const person of await peopleWithEvents(db, from, to)) {
    for (const event of await eventsInWindow(db, person, from, to)) {
      if (!(await markOnce(db, person, event))) continue;
      const locale = personLocale(person.locale);
      const ical = await personalCalendar(db, person, [{ roles: [person.role], events: async () => [event] }]);
      await enqueue(db, {
        channel: "EMAIL",
        recipient: person.email,
        recipientUserId: person.id,
        ical,
        ...reminderMail(event, locale),
      });
      await notifyDevices(db, person.id, {
        title: translator(locale, "exams")("reminder.subject", { summary: event.summary }),
        body: [formatDateTime(event.start, locale), event.location].filter(Boolean).join(" · "),
        url: "/",
      });
      sent++;
    }
  }
  return sent;
}
