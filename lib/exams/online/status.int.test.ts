import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as detail } from "@/app/exams-api/exams/[id]/route";
import { POST as setStatus } from "@/app/exams-api/exams/[id]/status/route";
import { getDb } from "@/lib/database";
import { exams } from "@/db/schema";
import { call, makeUser, type TestUser } from "@/lib/testing/fixtures";
import { makeExam, makeExamCourse, makeTerm } from "@/lib/testing/exams";
import type { ExamState } from "@/db/enums/exams";

let course: Awaited<ReturnType<typeof makeExamCourse>>;
let actors: Record<"ROLE_ADMIN" | "ROLE_GES_EXAM", TestUser>;
let exam: { id: number };

beforeAll(async () => {
  course = await makeExamCourse(0);
  const term = await makeTerm();
  exam = await makeExam(course.course.id, term.id, { online: true });
  actors = { ROLE_ADMIN: await makeUser("ROLE_ADMIN"), ROLE_GES_EXAM: await makeUser("ROLE_GES_EXAM") };
});

async function putInState(state: ExamState) {
  const db = await getDb();
  await db.update(exams).set({ state }).where(eq(exams.id, exam.id));
}

describe("status changes", () => {
  it.each(["UPLOAD_INCORRECT", "REVISED_INCORRECT"] as const)(
    "a mark %s without a reason answers 400 'Por favor, introduce una razón'",
    async (status) => {
      await putInState(status === "UPLOAD_INCORRECT" ? "UPLOADED" : "REVISION_PENDING");
      for (const reason of [undefined, "", "   "]) {
        const res = await call("POST", setStatus, {
          as: course.instructor,
          params: { id: String(exam.id) },
          json: { id: exam.id, status, reason },
        });
        expect(res).toMatchObject({ status: 400, data: { message: "Por favor, introduce una razón" } });
      }
    },
  );

  it("refuses a body id that differs from the path's, an unknown state, and another course's instructor", async () => {
    await putInState("UPLOADED");
    const path = { id: String(exam.id) };
    expect(
      (
        await call("POST", setStatus, {
          as: actors.ROLE_ADMIN,
          params: path,
          json: { id: exam.id + 1, status: "UPLOAD_CORRECT" },
        })
      ).status,
    ).toBe(400);
    expect(
      (await call("POST", setStatus, { as: actors.ROLE_ADMIN, params: path, json: { status: "BORRADO" } })).status,
    ).toBe(400);
    const stranger = await makeUser("ROLE_INSTRUCTOR");
    expect(
      (await call("POST", setStatus, { as: stranger, params: path, json: { status: "UPLOAD_INCORRECT", reason: "x" } }))
        .status,
    ).toBe(404);
  });

  it("records who changed the state, when, and why; the management dialog reads that history", async () => {
    await putInState("UPLOADED");
    await call("POST", setStatus, {
      as: actors.ROLE_GES_EXAM,
      params: { id: String(exam.id) },
      json: { status: "UPLOAD_INCORRECT", reason: "Falta la hoja 2" },
    });
    const res = await call("GET", detail, { as: course.instructor, params: { id: String(exam.id) } });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ state: "UPLOAD_INCORRECT", reason: "Falta la hoja 2" });
    expect(res.data.history.at(-1)).toMatchObject({
      fromState: "UPLOADED",
      toState: "UPLOAD_INCORRECT",
      reason: "Falta la hoja 2",
      by: expect.stringContaining("Prueba"),
    });
    expect(new Date(res.data.history.at(-1).at).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});
