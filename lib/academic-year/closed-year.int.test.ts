import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as attachFiles } from "@/app/enrollments-api/requests/[id]/files/route";
import { POST as processEnrollment } from "@/app/enrollments-api/requests/[id]/process/route";
import { DELETE as deleteEnrollment } from "@/app/enrollments-api/requests/[id]/route";
import { POST as submitEnrollment } from "@/app/enrollments-api/requests/route";
import { DELETE as deleteChoice } from "@/app/exams-api/requests/[id]/route";
import { POST as chooseExam } from "@/app/exams-api/requests/route";
import { POST as joinWaitlist } from "@/app/exams-api/waitlist/route";
import { POST as cancelInstance } from "@/app/instances-api/instances/[id]/cancel/route";
import { POST as closeInstance } from "@/app/instances-api/instances/[id]/close/route";
import { PATCH as answerInstance } from "@/app/instances-api/instances/[id]/route";
import { POST as createArea } from "@/app/tfg-api/areas/route";
import { DELETE as deleteArea, PUT as updateArea } from "@/app/tfg-api/areas/[id]/route";
import { POST as createAllocation } from "@/app/tfg-api/instructors/[id]/allocation/route";
import { DELETE as deleteCourt, PATCH as updateCourt } from "@/app/tfg-api/defenses/courts/[id]/route";
import { DELETE as deleteSpan } from "@/app/tfg-api/defenses/courts/[id]/timespans/[spanId]/route";
import { PUT as addSpan } from "@/app/tfg-api/defenses/courts/[id]/timespans/route";
import { POST as createCourt } from "@/app/tfg-api/defenses/courts/route";
import { POST as acceptRequest } from "@/app/tfg-api/requests/[id]/accept/route";
import { POST as cancelRequest } from "@/app/tfg-api/requests/[id]/cancel/route";
import { POST as cancelDefense } from "@/app/tfg-api/requests/[id]/defenses/[defenseId]/cancel/route";
import { getDb } from "@/lib/database";
import { academicYears, examTerms } from "@/db/schema";
import { enrollmentWorld, extensionRequest, fullRequest } from "@/lib/testing/enrollments";
import { makeExam, makeExamCourse, makeTerm, makeVenue } from "@/lib/testing/exams";
import { multipart, pdf } from "@/lib/testing/files";
import { call, uniq } from "@/lib/testing/fixtures";
import { p, requestsWorld } from "@/lib/testing/instance-requests";
import { day, defenseWorld } from "@/lib/testing/tfg-defenses";
import { activateYear, closeYear, reopenYear } from "./lifecycle";

type Write = { name: string; run: () => ReturnType<typeof call> };

/** Closes `externalId` (after making another year the active one, when it is), runs every write, and reopens it. */
async function refusedWhileClosed(externalId: string, name: string, writes: Write[]) {
  const db = await getDb();
  const [year] = await db.select().from(academicYears).where(eq(academicYears.externalId, externalId));
  if (year!.active) {
    const holder = `ay-holder-${uniq()}`;
    await db.insert(academicYears).values({ externalId: holder, name: "2099-2100" });
    await activateYear(db, holder);
  }
  await closeYear(db, externalId);
  for (const write of writes) {
    const res = await write.run();
    expect({ write: write.name, status: res.status, message: res.data?.message }).toEqual({
      write: write.name,
      status: 409,
      message: `El curso académico ${name} está cerrado`,
    });
  }
  await reopenYear(db, externalId);
}

const id = (n: number) => ({ id: String(n) });

describe("a closed academic year refuses every write, and takes them again once reopened", () => {
  let bytes: Buffer;
  beforeAll(async () => {
    bytes = await pdf("justificante");
  });

  it("enrolment requests: submit, attach files, process and delete", async () => {
    const w = await enrollmentWorld();
    const made = await call("POST", submitEnrollment, { as: w.student, json: fullRequest(w) });
    expect(made.status).toBe(201);
    const request = made.data.id as number;
    await refusedWhileClosed(w.year.externalId, "Curso 2026-2027", [
      { name: "submit", run: () => call("POST", submitEnrollment, { as: w.student, json: extensionRequest(w) }) },
      {
        name: "attach files",
        run: () =>
          call("POST", attachFiles, { as: w.student, params: id(request), body: multipart("files", bytes, "j.pdf") }),
      },
      { name: "process", run: () => call("POST", processEnrollment, { as: w.admin, params: id(request) }) },
      { name: "delete", run: () => call("DELETE", deleteEnrollment, { as: w.student, params: id(request) }) },
    ]);
    expect((await call("POST", processEnrollment, { as: w.admin, params: id(request) })).status).toBe(200);
  });

  it("instances: file, answer, close and cancel", async () => {
    const w = await requestsWorld();
    const request = await w.newRequest();
    await refusedWhileClosed(w.world.year.externalId, w.world.year.name, [
      { name: "file", run: () => w.post(w.student, { userText: "Otra solicitud" }) },
      {
        name: "answer",
        run: () =>
          call("PATCH", answerInstance, { as: w.secretary, params: p(request), json: { instructorText: "Hecho" } }),
      },
      { name: "close", run: () => call("POST", closeInstance, { as: w.secretary, params: p(request) }) },
      { name: "cancel", run: () => call("POST", cancelInstance, { as: w.student, params: p(request) }) },
    ]);
    expect((await call("POST", closeInstance, { as: w.secretary, params: p(request) })).status).toBe(200);
  });

  it("exam choices: choose, delete and join the waiting list", async () => {
    const db = await getDb();
    const tag = uniq();
    const [year] = await db
      .insert(academicYears)
      .values({ externalId: `ay-${tag}`, name: "2024-2025" })
      .returning();
    const term = await makeTerm();
    await db.update(examTerms).set({ academicYearId: year!.id }).where(eq(examTerms.id, term.id));
    const { course, students } = await makeExamCourse(1);
    const venue = await makeVenue(null);
    const exam = await makeExam(course.id, term.id);
    const chosen = await call("POST", chooseExam, {
      as: students[0]!,
      json: { examId: exam.id, headquarterId: venue.id },
    });
    expect(chosen.status).toBe(201);
    await refusedWhileClosed(year!.externalId, "2024-2025", [
      {
        name: "choose",
        run: () => call("POST", chooseExam, { as: students[0]!, json: { examId: exam.id, headquarterId: venue.id } }),
      },
      { name: "delete", run: () => call("DELETE", deleteChoice, { as: students[0]!, params: id(chosen.data.id) }) },
      {
        name: "join the waiting list",
        run: () => call("POST", joinWaitlist, { as: students[0]!, json: { examId: exam.id, headquarterId: venue.id } }),
      },
    ]);
    expect((await call("DELETE", deleteChoice, { as: students[0]!, params: id(chosen.data.id) })).status).toBe(200);
  });

  it("TFG: requests, their review and defenses, courts and their time slots, areas and allocation limits", async () => {
    const w = await defenseWorld();
    const made = await w.request(w.s1, w.d2);
    expect(made.status).toBe(201);
    const request = made.data.id as number;
    const { s, id: accepted } = await w.acceptedRequest();
    const [chair, secretary, vocal] = w.members;
    const court = await w.court(chair!, secretary!, vocal!, [day(5, 9), day(5, 11)]);
    const defense = await w.ask(s, accepted, w.body(court, court.spans[0]!.id));
    expect(defense.status).toBe(201);
    const areaBody = {
      name: `Robótica ${uniq()}`,
      academicYearId: w.year.id,
      assignedDegreeIds: [w.degreeA.externalId],
      assignedManagerIds: [w.d1.externalId],
    };
    const courtBody = {
      name: `Tribunal ${uniq()}`,
      chairman: chair!.externalId,
      secretary: secretary!.externalId,
      vocal: null,
      degreeIds: [w.degreeA.externalId],
      academicYearId: w.year.id,
    };
    const courtId = id(court.id);
    const span = { ...courtId, spanId: String(court.spans[1]!.id) };
    await refusedWhileClosed(w.year.externalId, w.year.name, [
      { name: "new court", run: () => call("POST", createCourt, { as: w.admin, json: courtBody }) },
      { name: "edit court", run: () => call("PATCH", updateCourt, { as: w.admin, params: courtId, json: courtBody }) },
      { name: "delete court", run: () => call("DELETE", deleteCourt, { as: w.admin, params: courtId }) },
      {
        name: "add time slot",
        run: () => call("PUT", addSpan, { as: w.admin, params: courtId, query: { start: day(6, 9) } }),
      },
      { name: "delete time slot", run: () => call("DELETE", deleteSpan, { as: w.admin, params: span }) },
      { name: "request", run: () => w.request(w.s2, w.d2) },
      { name: "accept", run: () => call("POST", acceptRequest, { as: w.admin, params: id(request) }) },
      { name: "cancel", run: () => call("POST", cancelRequest, { as: w.s1, params: id(request) }) },
      { name: "defense", run: () => w.ask(s, accepted, w.body(court, court.spans[1]!.id)) },
      {
        name: "cancel defense",
        run: () => call("POST", cancelDefense, { as: s, params: w.p(accepted, defense.data.id) }),
      },
      { name: "new area", run: () => call("POST", createArea, { as: w.admin, json: areaBody }) },
      {
        name: "edit area",
        run: () => call("PUT", updateArea, { as: w.admin, params: id(w.area1.id), json: areaBody }),
      },
      { name: "delete area", run: () => call("DELETE", deleteArea, { as: w.admin, params: id(w.area2.id) }) },
      {
        name: "allocation",
        run: () =>
          call("POST", createAllocation, {
            as: w.admin,
            params: { id: w.d3.externalId },
            json: { academicYearId: w.year.id, limit: 1, degreeIds: [w.degreeB.externalId] },
          }),
      },
    ]);
    expect((await call("POST", acceptRequest, { as: w.admin, params: id(request) })).status).toBe(200);
  });
});
