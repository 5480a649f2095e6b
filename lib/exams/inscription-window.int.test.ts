import { eq, sql, type SQL } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type Db } from "@/db";
import { getDb } from "@/lib/database";
import { exams } from "@/db/schema";
import type { SessionUser } from "@/lib/auth/session-store";
import { makeExam, makeExamCourse, makeTerm, makeVenue } from "@/lib/testing/exams";
import { inscriptionClosedForE } from "./inscription-window";
import { openExamChoices } from "./pending";
import { examForChoice } from "./requests/choice-exam";
import { rowsOf } from "@/lib/sql-rows";

const ROLLBACK = new Error("rollback");

let student: SessionUser;
let exam: { id: number };
let venueId: string;
let courseName: string;

beforeAll(async () => {
  const { course, students } = await makeExamCourse(1, "Asignatura de la ventana");
  student = { ...students[0]!, givenName: "Prueba", familyName: "Ventana", email: null };
  courseName = course.name;
  venueId = (await makeVenue(10)).id;
  exam = await makeExam(course.id, (await makeTerm()).id, { defaultHeadquarter: venueId });
});

/**
 * Moves one end of the exam's window to `at` and reads, in the same transaction (so that `now()` is
 * the same instant throughout), whether the student may choose, whether the landing lists the
 * course, and whether the waiting list counts the window as closed. Rolled back afterwards.
 */
async function atBoundary(end: "inscriptionStartsAt" | "inscriptionEndsAt", at: SQL) {
  const db = await getDb();
  let seen: { choice: string; pending: string[]; closed: boolean } | undefined;
  await db
    .transaction(async (t) => {
      const tx = t as unknown as Db;
      await tx
        .update(exams)
        .set({ [end]: at })
        .where(eq(exams.id, exam.id));
      const choice = await examForChoice(
        tx,
        student.id,
        { examId: exam.id, headquarterId: venueId },
        { inWindow: true },
      )
        .then(() => "abierto")
        .catch((err: Error) => err.message);
      const pending = (await openExamChoices(tx, student)).map((d) => d.label);
      const [row] = rowsOf<{ closed: boolean }>(
        await tx.execute(sql`select ${inscriptionClosedForE} as closed from exams e where e.id = ${exam.id}`),
      );
      seen = { choice, pending, closed: row!.closed };
      throw ROLLBACK;
    })
    .catch((err) => {
      if (err !== ROLLBACK) throw err;
    });
  return seen!;
}

const OUT_OF_DEADLINE = "El plazo de petición de este examen no está abierto. Consulta con tu asesor académico";

describe("the inscription window at the boundary second, on the database's clock (both ends included)", () => {
  it("is open when it ends exactly now, and closed one second later", async () => {
    const open = await atBoundary("inscriptionEndsAt", sql`now()`);
    expect(open).toEqual({ choice: "abierto", pending: [courseName], closed: false });
    const closed = await atBoundary("inscriptionEndsAt", sql`now() - interval '1 second'`);
    expect(closed).toEqual({ choice: OUT_OF_DEADLINE, pending: [], closed: true });
  });

  it("is open when it starts exactly now, and not yet one second before (a window not open yet has not closed)", async () => {
    const open = await atBoundary("inscriptionStartsAt", sql`now()`);
    expect(open).toEqual({ choice: "abierto", pending: [courseName], closed: false });
    const early = await atBoundary("inscriptionStartsAt", sql`now() + interval '1 second'`);
    expect(early).toEqual({ choice: OUT_OF_DEADLINE, pending: [], closed: false });
  });
});
