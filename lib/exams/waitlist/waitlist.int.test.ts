import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as leave } from "@/app/exams-api/waitlist/[id]/route";
import { POST as promote } from "@/app/exams-api/waitlist/[id]/promote/route";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/database";
import { exams, examVenues, examVenueSessions } from "@/db/schema";
import { call, makeUser, type TestUser } from "@/lib/testing/fixtures";
import { DAY, enrol, HOUR, makeExam, makeExamCourse, makeTerm, makeVenue } from "@/lib/testing/exams";
import { fillOpenSeats } from "./closing";
import { waitlistTask } from "./task";
import { choiceOf, dropChoice, entriesOf, joinList, mailsTo, pick, seats } from "@/lib/testing/waitlist";

let term: Awaited<ReturnType<typeof makeTerm>>;
let support: TestUser;

beforeAll(async () => {
  term = await makeTerm();
  support = await makeUser("ROLE_GES_EXAM");
});

/** A course whose exam sits at a venue of `capacity` seats, all taken by the first `capacity` students. */
async function fullSession(capacity: number, waiting: number) {
  const { course, students } = await makeExamCourse(capacity + waiting);
  const venue = await makeVenue(capacity);
  const exam = await makeExam(course.id, term.id, { defaultHeadquarter: venue.id });
  const holders = students.slice(0, capacity);
  const choices: number[] = [];
  for (const holder of holders) choices.push((await pick(holder, exam.id, venue.id)).data.id);
  return { course, venue, exam, holders, choices, waiters: students.slice(capacity) };
}

describe("the waiting list of a venue session", () => {
  it("joins a full session, shows the position, and promotes the first waiter when a choice is deleted", async () => {
    const s = await fullSession(1, 2);
    const [first, second] = s.waiters as [TestUser, TestUser];
    expect((await pick(first, s.exam.id, s.venue.id)).status).toBe(423);
    const joined = await joinList(first, s.exam.id, s.venue.id);
    expect(joined.status).toBe(201);
    expect(joined.data).toMatchObject({ examId: s.exam.id, headquarterId: s.venue.id, position: 1 });
    expect((await joinList(second, s.exam.id, s.venue.id)).data.position).toBe(2);

    expect((await dropChoice(s.holders[0]!, s.choices[0]!)).status).toBe(200);
    expect(await choiceOf(first, s.course.id)).toMatchObject({ examId: s.exam.id, venueId: s.venue.id });
    expect((await entriesOf(first)).data).toEqual([]);
    expect((await entriesOf(second)).data).toMatchObject([{ position: 1 }]);
    expect(await seats(s.venue.id, s.exam.startsAt)).toMatchObject({ taken: 1, choices: 1 });
    expect((await mailsTo(first)).map((m) => m.subject)).toContain(`Tienes plaza en el examen de ${s.course.name}`);
  });

  it("refuses bad input and wrong states with Spanish 4xx", async () => {
    const s = await fullSession(1, 2);
    const [waiter, other] = s.waiters as [TestUser, TestUser];
    const free = await makeVenue(5);
    const cases: [string, Awaited<ReturnType<typeof joinList>>, number, string][] = [
      [
        "examId not a number",
        await call("POST", (await import("@/app/exams-api/waitlist/route")).POST, {
          as: waiter,
          json: { examId: "abc", headquarterId: s.venue.id },
        }),
        400,
        "Examen no válido",
      ],
      [
        "no venue",
        await call("POST", (await import("@/app/exams-api/waitlist/route")).POST, {
          as: waiter,
          json: { examId: s.exam.id },
        }),
        400,
        "Este campo es obligatorio",
      ],
      ["unknown exam", await joinList(waiter, 999_999, s.venue.id), 404, "No se ha encontrado el examen"],
      [
        "venue not offered",
        await joinList(waiter, s.exam.id, free.id),
        400,
        "La sede elegida no está disponible para este examen",
      ],
    ];
    for (const [label, res, status, message] of cases) {
      expect([label, res.status, res.data.message]).toEqual([label, status, message]);
    }
    expect((await joinList(waiter, s.exam.id, s.venue.id)).status).toBe(201);
    const twice = await joinList(waiter, s.exam.id, s.venue.id);
    expect([twice.status, twice.data.message]).toEqual([409, "Ya estás en una lista de espera para esta asignatura"]);
    const seated = await joinList(s.holders[0]!, s.exam.id, s.venue.id);
    expect([seated.status, seated.data.message]).toEqual([409, "Ya tienes plaza en esta sede para este examen"]);

    const [entry] = (await entriesOf(waiter)).data;
    const foreign = await call("DELETE", leave, { as: other, params: { id: String(entry.id) } });
    expect([foreign.status, foreign.data.message]).toEqual([
      404,
      "No se ha encontrado la entrada de la lista de espera",
    ]);
    const badId = await call("DELETE", leave, { as: waiter, params: { id: "x" } });
    expect(badId.status).toBe(400);
    expect((await call("DELETE", leave, { as: waiter, params: { id: String(entry.id) } })).status).toBe(200);

    const open = await makeExamCourse(1);
    const roomy = await makeVenue(3);
    const openExam = await makeExam(open.course.id, term.id, { defaultHeadquarter: roomy.id });
    const left = await joinList(open.students[0]!, openExam.id, roomy.id);
    expect([left.status, left.data.message]).toEqual([
      409,
      "Quedan plazas libres en esta sede: elige el examen directamente",
    ]);
  });

  it("a released choice promotes the next waiter of its own session in the same request", async () => {
    // W holds a seat at B and waits for A; X waits for B. A seat at A frees: W moves to A, X gets W's seat at B.
    const { course, students } = await makeExamCourse(4);
    const [holderA, w, holderB, x] = students as [TestUser, TestUser, TestUser, TestUser];
    const a = await makeVenue(1);
    const b = await makeVenue(2);
    const examA = await makeExam(course.id, term.id, { option: "A", startsAt: new Date(Date.now() + 12 * DAY) });
    const examB = await makeExam(course.id, term.id, { option: "B", startsAt: new Date(Date.now() + 14 * DAY) });
    const choiceA = (await pick(holderA, examA.id, a.id)).data.id;
    expect((await pick(w, examB.id, b.id)).status).toBe(201);
    expect((await pick(holderB, examB.id, b.id)).status).toBe(201);
    expect((await joinList(w, examA.id, a.id)).status).toBe(201);
    expect((await joinList(x, examB.id, b.id)).status).toBe(201);

    expect((await dropChoice(holderA, choiceA)).status).toBe(200);
    expect(await choiceOf(w, course.id)).toMatchObject({ examId: examA.id, venueId: a.id });
    expect(await choiceOf(x, course.id)).toMatchObject({ examId: examB.id, venueId: b.id });
    expect(await seats(a.id, examA.startsAt)).toMatchObject({ taken: 1, choices: 1 });
    expect(await seats(b.id, examB.startsAt)).toMatchObject({ taken: 2, choices: 2 });
    const [promoted] = (await mailsTo(w)).filter((m) => m.subject?.startsWith("Tienes plaza"));
    expect(promoted!.text).toContain("Tu petición anterior de esta asignatura");
  });

  it("skips a waiter whose exam would overlap another of theirs, keeps their position and tells them once", async () => {
    const s = await fullSession(1, 2);
    const [busy, next] = s.waiters as [TestUser, TestUser];
    const other = await makeExamCourse(0);
    await enrol(other.course.id, busy);
    const clash = await makeExam(other.course.id, term.id, { startsAt: new Date(s.exam.startsAt.getTime() + HOUR) });
    expect((await joinList(busy, s.exam.id, s.venue.id)).status).toBe(201);
    expect((await joinList(next, s.exam.id, s.venue.id)).status).toBe(201);
    expect((await pick(busy, clash.id, (await makeVenue(5)).id)).status).toBe(201);

    await dropChoice(s.holders[0]!, s.choices[0]!);
    expect(await choiceOf(next, s.course.id)).toMatchObject({ examId: s.exam.id });
    expect(await choiceOf(busy, s.course.id)).toBeUndefined();
    expect((await entriesOf(busy)).data).toMatchObject([{ position: 1 }]);
    const told = (await mailsTo(busy)).filter((m) => m.subject === `Lista de espera: ${s.course.name}`);
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain("coincide con otro examen que ya tienes elegido");
  });

  it("a waiter who takes a free seat of the session by choosing it leaves its list", async () => {
    const s = await fullSession(1, 1);
    const [busy] = s.waiters as [TestUser];
    const other = await makeExamCourse(0);
    await enrol(other.course.id, busy);
    const clash = await makeExam(other.course.id, term.id, { startsAt: new Date(s.exam.startsAt.getTime() + HOUR) });
    expect((await joinList(busy, s.exam.id, s.venue.id)).status).toBe(201);
    const clashing = await pick(busy, clash.id, (await makeVenue(5)).id);
    await dropChoice(s.holders[0]!, s.choices[0]!);
    expect(await seats(s.venue.id, s.exam.startsAt)).toMatchObject({ taken: 0, choices: 0 });

    expect((await dropChoice(busy, clashing.data.id)).status).toBe(200);
    expect((await pick(busy, s.exam.id, s.venue.id)).status).toBe(201);
    expect((await entriesOf(busy)).data).toEqual([]);
    expect(await seats(s.venue.id, s.exam.startsAt)).toMatchObject({ taken: 1, choices: 1 });
  });

  it("support sees every session's list and promotes by hand only into a free seat", async () => {
    const s = await fullSession(1, 1);
    const [waiter] = s.waiters as [TestUser];
    await joinList(waiter, s.exam.id, s.venue.id);
    const list = await entriesOf(support);
    const entry = list.data.find((row: { userId: string }) => row.userId === waiter.externalId);
    expect(entry).toMatchObject({ position: 1, headquarterId: s.venue.id, courseName: s.course.name });
    const full = await call("POST", promote, { as: support, params: { id: String(entry.id) } });
    expect(full.status).toBe(423);
    expect((await call("POST", promote, { as: waiter, params: { id: String(entry.id) } })).status).toBe(403);
  });

  it("a raised capacity fills the new seats from the list", async () => {
    const s = await fullSession(1, 3);
    for (const waiter of s.waiters) await joinList(waiter, s.exam.id, s.venue.id);
    const db = await getDb();
    // As `import venues` does: the venue's new capacity, then its sessions'.
    await db.update(examVenues).set({ capacity: 3 }).where(eq(examVenues.id, s.venue.id));
    await db
      .update(examVenueSessions)
      .set({ capacity: 3 })
      .where(and(eq(examVenueSessions.venueId, s.venue.id), eq(examVenueSessions.startsAt, s.exam.startsAt)));
    expect(await fillOpenSeats(db)).toBeGreaterThanOrEqual(2);
    expect(await choiceOf(s.waiters[0]!, s.course.id)).toBeDefined();
    expect(await choiceOf(s.waiters[1]!, s.course.id)).toBeDefined();
    expect((await entriesOf(s.waiters[2]!)).data).toMatchObject([{ position: 1 }]);
    expect(await seats(s.venue.id, s.exam.startsAt)).toMatchObject({ taken: 3, choices: 3 });
  });

  it("the scheduler task ends the entries of a closed inscription window, with an e-mail", async () => {
    const s = await fullSession(1, 1);
    const [waiter] = s.waiters as [TestUser];
    await joinList(waiter, s.exam.id, s.venue.id);
    const db = await getDb();
    await db
      .update(exams)
      .set({ inscriptionEndsAt: new Date(Date.now() - 1000) })
      .where(eq(exams.id, s.exam.id));
    const result = await waitlistTask().run({ db, signal: new AbortController().signal, occurrence: new Date() });
    expect(result["entradas terminadas"]).toBeGreaterThanOrEqual(1);
    expect((await entriesOf(waiter)).data).toEqual([]);
    const mails = await mailsTo(waiter);
    expect(mails.map((m) => m.subject)).toContain(`Fin de la lista de espera: ${s.course.name}`);
  });
});
