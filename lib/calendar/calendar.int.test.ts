import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as feed } from "@/app/calendar-api/feed/[token]/route";
import { GET as link, POST as renew } from "@/app/calendar-api/link/route";
import { POST as choose } from "@/app/exams-api/requests/route";
import { call, type TestUser } from "@/lib/testing/fixtures";
import { makeExam, makeExamCourse, makeTerm, makeVenue } from "@/lib/testing/exams";
import { personalCalendar } from "./feed";
import { getDb } from "@/lib/database";

let student: TestUser;
let courseName: string;
let venueName: string;
const start = new Date("2031-07-01T07:30:00Z"); // 09:30 in Madrid (summer time)

beforeAll(async () => {
  const { course, students } = await makeExamCourse(1, "Física Cuántica");
  student = students[0]!;
  courseName = course.name;
  const term = await makeTerm();
  const venue = await makeVenue(10);
  venueName = venue.name;
  const exam = await makeExam(course.id, term.id, { option: "B", startsAt: start, durationMinutes: 90 });
  expect((await call("POST", choose, { as: student, json: { examId: exam.id, headquarterId: venue.id } })).status).toBe(
    201,
  );
});

const tokenOf = (url: string) => url.split("/").pop()!;

async function parsedFeed(token: string) {
  const res = await call("GET", feed, { params: { token } });
  return { res, calendar: res.status === 200 ? new ICAL.Component(ICAL.parse(res.data as string)) : null };
}

describe("personal calendar feed", () => {
  it("serves valid iCalendar as text/calendar: Madrid VTIMEZONE, one event per choice with course, option, venue and duration", async () => {
    const url = (await call("GET", link, { as: student })).data.url as string;
    expect(url).toMatch(/\/calendar-api\/feed\/\d+-\d+-[A-Za-z0-9_-]{43}$/);
    const { res, calendar } = await parsedFeed(tokenOf(url));
    expect(res.status).toBe(200);
    expect(res.res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const zone = calendar!.getFirstSubcomponent("vtimezone")!;
    expect(zone.getFirstPropertyValue("tzid")).toBe("Europe/Madrid");
    const events = calendar!.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event!.summary).toBe(`Examen B: ${courseName}`);
    expect(event!.location).toBe(venueName);
    expect(event!.description).toContain("Duración: 90 minutos");
    expect(event!.component.getFirstProperty("dtstart")!.getParameter("tzid")).toBe("Europe/Madrid");
    expect(event!.startDate.toString()).toContain("2031-07-01T09:30:00");
    ICAL.TimezoneService.register(zone);
    expect(event!.startDate.toJSDate().toISOString()).toBe(start.toISOString());
    expect(event!.endDate.toJSDate().getTime() - start.getTime()).toBe(90 * 60_000);
    expect(event!.uid).toMatch(/^exam-choice-\d+-.+@portal-de-servicios$/);
  });

  it("'Renovar enlace' revokes the old link; forged and malformed tokens are 404", async () => {
    const old = tokenOf((await call("GET", link, { as: student })).data.url);
    const renewed = await call("POST", renew, { as: student });
    const fresh = tokenOf(renewed.data.url);
    expect(fresh).not.toBe(old);
    expect((await parsedFeed(old)).res.status).toBe(404);
    expect((await parsedFeed(fresh)).res.status).toBe(200);
    expect((await parsedFeed(`${fresh}.ics`)).res.status).toBe(200);
    const forged = fresh.replace(/-[^-]+$/, `-${"A".repeat(43)}`);
    expect((await parsedFeed(forged)).res.status).toBe(404);
    expect((await parsedFeed("nada")).res.status).toBe(404);
  });

  it("takes its events from a list of providers", async () => {
    const db = await getDb();
    const text = await personalCalendar(db, { id: 1, role: "ROLE_INSTRUCTOR" }, [
      {
        roles: ["ROLE_INSTRUCTOR"],
        events: async () => [
          {
            uid: "tfg-1",
            start,
            end: new Date(start.getTime() + 3_600_000),
            summary: "Defensa TFG",
            description: "Tribunal",
          },
        ],
      },
      {
        roles: ["ROLE_STUDENT"],
        events: async () => [{ uid: "x", start, end: start, summary: "No", description: "" }],
      },
    ]);
    const events = new ICAL.Component(ICAL.parse(text))
      .getAllSubcomponents("vevent")
      .map((v) => new ICAL.Event(v).summary);
    expect(events).toEqual(["Defensa TFG"]);
  });
});
