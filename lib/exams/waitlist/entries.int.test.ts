import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as leave } from "@/app/exams-api/waitlist/[id]/route";
import { GET as entries } from "@/app/exams-api/waitlist/entries/route";
import { getDb } from "@/lib/database";
import { personalDataReads } from "@/db/schema";
import { readsRecorded } from "@/lib/access-log/record";
import { call, makeUser, type TestUser } from "@/lib/testing/fixtures";
import { enrol, makeExam, makeExamCourse, makeTerm, makeVenue } from "@/lib/testing/exams";
import { joinList, pick } from "@/lib/testing/waitlist";

let term: Awaited<ReturnType<typeof makeTerm>>;
let manager: TestUser;
beforeAll(async () => {
  term = await makeTerm();
  manager = await makeUser("ROLE_GES_EXAM");
});

const entriesOf = (query: Record<string, string>, as: TestUser = manager) => call("GET", entries, { as, query });

describe("GET /exams-api/waitlist/entries", () => {
  it("lists who waits, in order, by name and DNI, for which exam and venue; positions close up when one leaves", async () => {
    const { course, students } = await makeExamCourse(1, "Álgebra Lineal");
    const venue = await makeVenue(1);
    const exam = await makeExam(course.id, term.id, {
      option: "B",
      startsAt: new Date("2031-06-03T07:00:00.000Z"),
      defaultHeadquarter: venue.id,
    });
    const ana = await makeUser("ROLE_STUDENT", { givenName: "Ana", familyName: "Núñez Gil" });
    const luis = await makeUser("ROLE_STUDENT", { givenName: "Luis", familyName: "Ortega Ruiz" });
    await enrol(course.id, ana);
    await enrol(course.id, luis);
    expect((await pick(students[0]!, exam.id, venue.id)).status).toBe(201);
    const first = await joinList(ana, exam.id, venue.id);
    expect(first.status).toBe(201);
    expect((await joinList(luis, exam.id, venue.id)).status).toBe(201);

    const res = await entriesOf({ venue: venue.id });
    expect(res.status).toBe(200);
    const common = {
      courseName: "Álgebra Lineal",
      examOption: "B",
      examDate: "2031-06-03T07:00:00.000Z",
      venueName: venue.name,
      joined: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    };
    expect(res.data).toEqual({
      content: [
        {
          ...common,
          id: first.data.id,
          position: 1,
          userId: ana.externalId,
          givenName: "Ana",
          familyName: "Núñez Gil",
          dni: ana.dni,
        },
        {
          ...common,
          id: expect.any(Number),
          position: 2,
          userId: luis.externalId,
          givenName: "Luis",
          familyName: "Ortega Ruiz",
          dni: luis.dni,
        },
      ],
      totalElements: 2,
    });

    await readsRecorded();
    const reads = await (
      await getDb()
    )
      .select({ what: personalDataReads.what })
      .from(personalDataReads)
      .where(and(eq(personalDataReads.readerId, manager.id), eq(personalDataReads.studentId, luis.id)));
    expect(reads).toEqual([{ what: "Exámenes: listas de espera" }]);

    expect((await call("DELETE", leave, { as: ana, params: { id: String(first.data.id) } })).status).toBe(200);
    expect((await entriesOf({ venue: venue.id })).data.content).toMatchObject([
      { position: 1, givenName: "Luis", familyName: "Ortega Ruiz" },
    ]);
    expect((await entriesOf({ venue: venue.id, from: "2031-06-04" })).data).toEqual({ content: [], totalElements: 0 });
  });

  it("is for exam support only: 403 for a student and an instructor, 200 for an administrator", async () => {
    for (const role of ["ROLE_STUDENT", "ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR"] as const) {
      expect((await entriesOf({}, await makeUser(role))).status, role).toBe(403);
    }
    expect((await entriesOf({ size: "1" }, await makeUser("ROLE_ADMIN"))).status).toBe(200);
    expect((await call("GET", entries, { as: null })).status).toBe(401);
  });
});
