import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type Db } from "@/db";
import { configuredEngine, getDb } from "@/lib/database";
import { outbox } from "@/db/schema";
import { DAY, HOUR, makeExam, makeExamCourse, makeTerm, makeVenue } from "@/lib/testing/exams";
import { makeDevice, withPushOn } from "@/lib/testing/push";
import { pick } from "@/lib/testing/waitlist";
import { sendReminders } from "./send";

const remindersOf = async (userId: number) =>
  (await getDb())
    .select({ subject: outbox.subject, text: outbox.text, ical: outbox.ical })
    .from(outbox)
    .where(and(eq(outbox.recipientUserId, userId), eq(outbox.channel, "EMAIL")));

/** A student of `courseName` with exam `option` chosen, at 08:00 UTC (10:00 or 09:00 in Madrid), 20 to 44 hours from now. */
async function bookedTomorrow(courseName: string, option: string) {
  const term = await makeTerm();
  const venue = await makeVenue(10);
  const { course, students } = await makeExamCourse(1, courseName);
  const student = students[0]!;
  const startsAt = new Date(Math.floor((Date.now() + 36 * HOUR) / DAY) * DAY + 8 * HOUR);
  const exam = await makeExam(course.id, term.id, { option, startsAt, defaultHeadquarter: venue.id });
  expect((await pick(student, exam.id, venue.id)).status).toBe(201);
  return { student, venue };
}

const run = async (days: number) => (await getDb()).transaction((tx) => sendReminders(tx as unknown as Db, days));

describe("exam reminders", () => {
  it("e-mails a booked exam once, with course, option, venue, Madrid time and the .ics, even with two runners racing", async () => {
    const { student, venue } = await bookedTomorrow("Álgebra lineal", "B");

    // Two scheduler instances at once; PGlite runs one transaction at a time (and hangs on two), so there one after the other.
    if (configuredEngine() === "postgres") await Promise.all([run(2), run(2)]);
    else await run(2);
    await run(2);
    const mails = await remindersOf(student.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Recordatorio: Examen B: Álgebra lineal");
    expect(mails[0]!.text).toContain(`Sede: ${venue.name}`);
    expect(mails[0]!.text).toMatch(/Fecha y hora: \d{2}\/\d{2}\/\d{4} (10|09):00 \(Europe\/Madrid\)/);
    expect(mails[0]!.ical).toContain("BEGIN:VEVENT");
    expect(mails[0]!.ical).toContain("TZID=Europe/Madrid");
  });

  it("waits for exams further ahead, and sends nothing with EXAM_REMINDER_DAYS=0", async () => {
    const term = await makeTerm();
    const venue = await makeVenue(10);
    const { course, students } = await makeExamCourse(1);
    const later = await makeExam(course.id, term.id, { startsAt: new Date(Date.now() + 5 * DAY) });
    expect((await pick(students[0]!, later.id, venue.id)).status).toBe(201);
    await run(2);
    expect(await remindersOf(students[0]!.id)).toHaveLength(0);
    expect(await run(0)).toBe(0);
    await run(6);
    expect(await remindersOf(students[0]!.id)).toHaveLength(1);
  });

  it("also sends a notice to each device where the person enabled them, once, while push is on", async () => {
    const { student } = await bookedTomorrow("Óptica", "A");
    const [phone, laptop] = [await makeDevice(student.id), await makeDevice(student.id)];
    await withPushOn(async () => {
      await run(2);
      await run(2);
    });
    const notices = await (
      await getDb()
    )
      .select({ recipient: outbox.recipient, subject: outbox.subject, link: outbox.link })
      .from(outbox)
      .where(and(eq(outbox.recipientUserId, student.id), eq(outbox.channel, "PUSH")));
    expect(notices.map((n) => n.recipient).sort()).toEqual([String(phone.id), String(laptop.id)].sort());
    expect(notices[0]).toMatchObject({ subject: "Recordatorio: Examen A: Óptica", link: "/" });
    expect(await remindersOf(student.id)).toHaveLength(1);
  });
});
