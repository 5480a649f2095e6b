import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PUT as changeVenue } from "@/app/exams-api/requests/[id]/venue/route";
import { configuredEngine, getDb } from "@/lib/database";
import { exams } from "@/db/schema";
import { call, makeUser, type TestUser } from "@/lib/testing/fixtures";
import { DAY, HOUR, makeExam, makeExamCourse, makeTerm, makeVenue } from "@/lib/testing/exams";
import { choiceOf, joinList, pick, seats } from "@/lib/testing/waitlist";

const move = (as: TestUser, requestId: number, headquarterId: string) =>
  call("PUT", changeVenue, { as, params: { id: String(requestId) }, json: { headquarterId } });

/** An exam offered at every venue, `students` of its course, and two venues of the given capacities. */
async function world(students: number, capacities: [number, number]) {
  const { course, students: enrolled } = await makeExamCourse(students);
  const exam = await makeExam(course.id, (await makeTerm()).id, { defaultHeadquarter: null });
  const [first, second] = [await makeVenue(capacities[0]), await makeVenue(capacities[1])];
  return { course, students: enrolled, exam, first, second };
}

describe("'Cambiar de sede'", () => {
  it("moves a choice to a venue with seats, frees the old seat, and the old venue's first waiter takes it", async () => {
    const w = await world(3, [1, 2]);
    const [mover, waiter, other] = w.students as [TestUser, TestUser, TestUser];
    const choice = await pick(mover, w.exam.id, w.first.id);
    expect(choice.status).toBe(201);
    expect((await joinList(waiter, w.exam.id, w.first.id)).status).toBe(201);
    expect((await pick(other, w.exam.id, w.second.id)).status).toBe(201);

    const moved = await move(mover, choice.data.id, w.second.id);
    expect(moved).toMatchObject({ status: 200, data: { id: choice.data.id, headquarterId: w.second.id } });
    expect((await choiceOf(mover, w.course.id))!.venueId).toBe(w.second.id);
    expect((await choiceOf(waiter, w.course.id))!.venueId).toBe(w.first.id);
    expect(await seats(w.first.id, w.exam.startsAt)).toEqual({ taken: 1, capacity: 1, choices: 1 });
    expect(await seats(w.second.id, w.exam.startsAt)).toEqual({ taken: 2, capacity: 2, choices: 2 });
  });

  it("refuses a full venue with 423 naming a venue with seats, and changes nothing", async () => {
    const w = await world(2, [5, 1]);
    const [mover, holder] = w.students as [TestUser, TestUser];
    const choice = await pick(mover, w.exam.id, w.first.id);
    expect((await pick(holder, w.exam.id, w.second.id)).status).toBe(201);
    const refused = await move(mover, choice.data.id, w.second.id);
    expect(refused.status).toBe(423);
    expect(refused.data.message).toMatch(
      /^La sede elegida no tiene plazas libres para este examen\. Elige otra sede con plazas \(.+\), apúntate a su lista de espera o contacta con tu asesor académico$/,
    );
    expect(refused.data.message).not.toContain(w.second.name);
    expect((await choiceOf(mover, w.course.id))!.venueId).toBe(w.first.id);
    expect(await seats(w.first.id, w.exam.startsAt)).toEqual({ taken: 1, capacity: 5, choices: 1 });
  });

  it("says when no other venue has seats", async () => {
    const { course, students } = await makeExamCourse(2);
    const only = await makeVenue(1);
    const exam = await makeExam(course.id, (await makeTerm()).id, { defaultHeadquarter: only.id });
    expect((await pick(students[0]!, exam.id, only.id)).status).toBe(201);
    const refused = await pick(students[1]!, exam.id, only.id);
    expect(refused).toMatchObject({
      status: 423,
      data: {
        message:
          "La sede elegida no tiene plazas libres para este examen, y ninguna otra sede tiene. Apúntate a su lista de espera o contacta con tu asesor académico",
      },
    });
  });

  it("answers 409 for the same venue, 404 for a classmate's choice, 406 once the window closed", async () => {
    const w = await world(2, [5, 5]);
    const [mover, classmate] = w.students as [TestUser, TestUser];
    const choice = await pick(mover, w.exam.id, w.first.id);
    expect(await move(mover, choice.data.id, w.first.id)).toMatchObject({
      status: 409,
      data: { message: "Ya tienes plaza en esta sede" },
    });
    expect(await move(classmate, choice.data.id, w.second.id)).toMatchObject({
      status: 404,
      data: { message: "No se ha encontrado la petición" },
    });
    const db = await getDb();
    await db
      .update(exams)
      .set({ inscriptionStartsAt: new Date(Date.now() - 2 * DAY), inscriptionEndsAt: new Date(Date.now() - HOUR) })
      .where(eq(exams.id, w.exam.id));
    expect(await move(mover, choice.data.id, w.second.id)).toMatchObject({
      status: 406,
      data: { message: "El plazo de petición de este examen no está abierto. Consulta con tu asesor académico" },
    });
    // Exam support moves it on the student's behalf after the window.
    const support = await makeUser("ROLE_GES_EXAM");
    expect((await move(support, choice.data.id, w.second.id)).status).toBe(200);
    expect((await choiceOf(mover, w.course.id))!.venueId).toBe(w.second.id);
  });

  it.skipIf(configuredEngine() !== "postgres")(
    "on PostgreSQL, 20 students moving at once to a venue with 5 seats: 5 move, 15 keep their seat",
    async () => {
      const w = await world(20, [20, 5]);
      const choices: number[] = [];
      for (const s of w.students) choices.push((await pick(s, w.exam.id, w.first.id)).data.id as number);
      const results = await Promise.all(w.students.map((s, i) => move(s, choices[i]!, w.second.id)));
      expect(results.filter((r) => r.status === 200)).toHaveLength(5);
      expect(results.filter((r) => r.status === 423)).toHaveLength(15);
      expect(await seats(w.second.id, w.exam.startsAt)).toEqual({ taken: 5, capacity: 5, choices: 5 });
      expect(await seats(w.first.id, w.exam.startsAt)).toEqual({ taken: 15, capacity: 20, choices: 15 });
    },
  );
});
