import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as erase } from "@/app/privacy-api/people/[externalId]/erase/route";
import { POST as acceptRequest } from "@/app/tfg-api/requests/[id]/accept/route";
import { POST as rejectRequest } from "@/app/tfg-api/requests/[id]/reject/route";
import { POST as acceptDefense } from "@/app/tfg-api/requests/[id]/defenses/[defenseId]/accept/route";
import { POST as cancelDefense } from "@/app/tfg-api/requests/[id]/defenses/[defenseId]/cancel/route";
import { getDb } from "@/lib/database";
import { examRequests, tfgDefenses, tfgPriorityGrades, tfgRequests } from "@/db/schema";
import { DAY, enrol, makeExam, makeExamCourse, makeTerm, makeVenue } from "@/lib/testing/exams";
import { call, makeUser, type TestUser } from "@/lib/testing/fixtures";
import { day, defenseWorld, type DefenseWorld } from "@/lib/testing/tfg-defenses";
import { choiceOf, joinList, pick, seats } from "@/lib/testing/waitlist";

let w: DefenseWorld;
let exams: Awaited<ReturnType<typeof examsWorld>>;

/** An exam still ahead at a venue of two seats (a third student waits for one), and an exam already held. */
async function examsWorld() {
  const term = await makeTerm();
  const ahead = await makeExamCourse(1, "Asignatura por examinar");
  const held = await makeExamCourse(0, "Asignatura ya examinada");
  const venue = await makeVenue(2);
  const now = Date.now();
  return {
    ahead,
    held,
    venue,
    waiter: ahead.students[0]!,
    next: await makeExam(ahead.course.id, term.id, { defaultHeadquarter: venue.id }),
    past: await makeExam(held.course.id, term.id, {
      startsAt: new Date(now - 3 * DAY),
      inscriptionStartsAt: new Date(now - 20 * DAY),
      inscriptionEndsAt: new Date(now - 10 * DAY),
    }),
  };
}

beforeAll(async () => {
  w = await defenseWorld();
  exams = await examsWorld();
}, 120_000);

const post = (handler: typeof acceptRequest, as: TestUser, params: Record<string, string>, json: unknown = {}) =>
  call("POST", handler, { as, params, json });

/**
 * A student with one of each: a rejected TFG request, an accepted one with a cancelled defense and an
 * accepted one (both with the student's observations), a priority grade, and exam choices of an exam
 * still ahead and of one already held. Each student's defenses sit on a court of their own, on day `d`.
 */
async function studentWithCourseWork(d: number) {
  const db = await getDb();
  const s = await w.student();
  const director = await w.areaDirector();
  const rejected = (await w.request(s, w.d2)).data.id as number;
  expect((await post(rejectRequest, w.admin, { id: String(rejected) }, { reason: "Área completa" })).status).toBe(200);
  const accepted = (await w.request(s, director)).data.id as number;
  expect((await post(acceptRequest, w.admin, { id: String(accepted) })).status).toBe(200);
  const court = await w.court(w.members[0]!, w.members[1]!, w.members[2]!, [day(d, 9), day(d, 11)]);
  const ask = async (span: number, comments: string) =>
    (await w.ask(s, accepted, w.body(court, court.spans[span]!.id, undefined, { comments }))).data.id as number;
  const cancelled = await ask(0, "Prefiero la franja de la tarde");
  expect((await call("POST", cancelDefense, { as: s, params: w.p(accepted, cancelled) })).status).toBe(200);
  const defense = await ask(1, "Necesito un proyector");
  expect((await post(acceptDefense, w.coordinator, w.p(accepted, defense), { location: "Aula 1.1" })).status).toBe(200);
  await db.insert(tfgPriorityGrades).values({ userId: s.id, degreeId: w.degreeA.id, priority: 8.25 });

  await enrol(exams.ahead.course.id, s);
  expect((await pick(s, exams.next.id, exams.venue.id)).status).toBe(201);
  const { past } = exams;
  await db.insert(examRequests).values({
    userId: s.id,
    examId: past.id,
    courseId: past.courseId,
    venueId: exams.venue.id,
    startsAt: past.startsAt,
    endsAt: new Date(past.startsAt.getTime() + 2 * 3_600_000),
  });
  return { s, rejected, accepted, defense };
}

/** Everything erasure may touch for a student: their TFG requests, defenses, priority grades and exam choices. */
async function rowsOf(userId: number) {
  const db = await getDb();
  const requests = await db.select().from(tfgRequests).where(eq(tfgRequests.userId, userId)).orderBy(tfgRequests.id);
  const ids = requests.map((r) => r.id);
  return {
    requests,
    defenses: await db.select().from(tfgDefenses).where(inArray(tfgDefenses.requestId, ids)).orderBy(tfgDefenses.id),
    priorities: await db.select().from(tfgPriorityGrades).where(eq(tfgPriorityGrades.userId, userId)),
    exams: await db.select().from(examRequests).where(eq(examRequests.userId, userId)).orderBy(examRequests.id),
  };
}

describe("erasure of TFG/TFM work, priority grades and exam choices", () => {
  it("keeps what the academic record and the procedure archive need, says why, and deletes the rest", async () => {
    const me = await studentWithCourseWork(20);
    const other = await studentWithCourseWork(21);
    expect((await joinList(exams.waiter, exams.next.id, exams.venue.id)).status).toBe(201);
    const othersBefore = await rowsOf(other.s.id);
    const mine = await rowsOf(me.s.id);
    expect(mine.requests.map((r) => r.status)).toEqual(["REJECTED", "ACCEPTED"]);
    expect(mine.defenses.map((d) => [d.status, d.comments])).toEqual([
      ["CANCELED", "Prefiero la franja de la tarde"],
      ["ACCEPTED", "Necesito un proyector"],
    ]);
    expect(mine.exams).toHaveLength(2);

    const admin = await makeUser("ROLE_ADMIN");
    const erased = await call("POST", erase, { as: admin, params: { externalId: me.s.externalId }, json: {} });

    expect(erased.status).toBe(200);
    expect(erased.data.lines).toEqual(
      expect.arrayContaining([
        "solicitudes de defensa de TFG/TFM no aceptadas: 1 eliminado",
        "solicitudes de TFG/TFM no aceptadas (pendientes, rechazadas o canceladas): 1 eliminado",
        "solicitudes de TFG/TFM aceptadas: 1 conservado (Trabajo fin de estudios: el TFG/TFM aceptado y su defensa forman parte del expediente académico, que la universidad custodia de forma permanente)",
        "defensas de TFG/TFM aceptadas (sin las observaciones del alumno): 1 conservado (Trabajo fin de estudios: el TFG/TFM aceptado y su defensa forman parte del expediente académico, que la universidad custodia de forma permanente)",
        "notas de prioridad de TFG/TFM: 1 conservado (Asignación de TFG/TFM: la nota de prioridad fundamenta el orden de una asignación que puede revisarse o recurrirse, y se conserva con el expediente académico)",
        "exámenes elegidos aún por celebrar (con su plaza liberada): 1 eliminado",
        "exámenes elegidos ya celebrados: 1 conservado (Procedimiento de evaluación: la elección de un examen ya celebrado (examen, sede y hora) se conserva en el archivo del procedimiento (Ley 39/2015, art. 17))",
      ]),
    );

    const after = await rowsOf(me.s.id);
    expect(after.requests).toEqual([mine.requests[1]]);
    expect(after.requests[0]).toMatchObject({ status: "ACCEPTED", provisionalTitle: "Un título" });
    expect(after.defenses).toEqual([{ ...mine.defenses[1], comments: null }]);
    expect(after.defenses[0]).toMatchObject({ status: "ACCEPTED", title: "Mi TFG", location: "Aula 1.1" });
    expect(after.priorities).toEqual(mine.priorities);
    expect(after.exams).toEqual([expect.objectContaining({ examId: exams.past.id })]);
    expect(await choiceOf(exams.waiter, exams.ahead.course.id)).toMatchObject({ examId: exams.next.id });
    expect(await seats(exams.venue.id, exams.next.startsAt)).toMatchObject({ taken: 2, choices: 2 });
    expect(await rowsOf(other.s.id)).toEqual(othersBefore);
  });
});
