import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as detail } from "@/app/exams-api/exams/[id]/route";
import { POST as uploadInstructions } from "@/app/exams-api/exams/[id]/instructions/route";
import { POST as uploadQuestions } from "@/app/exams-api/exams/[id]/questions/route";
import { POST as setStatus } from "@/app/exams-api/exams/[id]/status/route";
import { POST as uploadWithoutFiles } from "@/app/exams-api/exams/[id]/uploadwithoutfiles/route";
import { getDb } from "@/db";
import { exams } from "@/db/schema";
import { call, makeUser, type TestUser } from "@/lib/testing/fixtures";
import { makeExam, makeExamCourse, makeTerm } from "@/lib/testing/exams";
import { multipart, pdf } from "@/lib/testing/files";
import { EXAM_STATES, type ExamState } from "./constants";
import { REASON_REQUIRED, STATUS_UPDATED, invalidStateMessage } from "./schemas";

type Actor = "ROLE_ADMIN" | "ROLE_GES_EXAM" | "ROLE_INSTRUCTOR";
type Call = { name: string; run: (as: TestUser, id: number) => ReturnType<typeof call>; to: ExamState };

// The cells seed 001 §4 allows, written out from the specification (not read from the code's table):
// "state > action": roles.
const SUPPORT: Actor[] = ["ROLE_ADMIN", "ROLE_GES_EXAM"];
const ALLOWED: Record<string, Actor[]> = {
  "NOT_UPLOADED > uploadwithoutfiles": SUPPORT,
  "NOT_UPLOADED > upload": ["ROLE_INSTRUCTOR"],
  "UPLOAD_INCORRECT > upload": ["ROLE_INSTRUCTOR"],
  "UPLOAD_INCORRECT > status UPLOADED": SUPPORT,
  "UPLOADED > status UPLOAD_CORRECT": SUPPORT,
  "UPLOAD_WITHOUT_FILES > status UPLOAD_CORRECT": SUPPORT,
  "UPLOADED > status UPLOAD_INCORRECT": [...SUPPORT, "ROLE_INSTRUCTOR"],
  "UPLOAD_WITHOUT_FILES > status UPLOAD_INCORRECT": [...SUPPORT, "ROLE_INSTRUCTOR"],
  "UPLOAD_CORRECT > status REVISION_PENDING": SUPPORT,
  "REVISED_INCORRECT > status REVISION_PENDING": SUPPORT,
  "REVISION_PENDING > status REVISED_CORRECT": ["ROLE_INSTRUCTOR"],
  "REVISION_PENDING > status REVISED_INCORRECT": ["ROLE_INSTRUCTOR"],
};

const withReason = (to: ExamState) =>
  to === "UPLOAD_INCORRECT" || to === "REVISED_INCORRECT" ? { reason: "Faltan páginas" } : {};

const CALLS: Call[] = [
  ...EXAM_STATES.map((to) => ({
    name: `status ${to}`,
    to,
    run: (as: TestUser, id: number) =>
      call("POST", setStatus, { as, params: { id: String(id) }, json: { id, status: to, ...withReason(to) } }),
  })),
  {
    name: "uploadwithoutfiles",
    to: "UPLOAD_WITHOUT_FILES",
    run: (as, id) => call("POST", uploadWithoutFiles, { as, params: { id: String(id) } }),
  },
  {
    // The two kinds, each separately (seed 001 §4): the questions first, then the instructions complete the pair.
    name: "upload",
    to: "UPLOADED",
    run: async (as, id) => {
      await call("POST", uploadQuestions, {
        as,
        params: { id: String(id) },
        body: multipart("files", await pdf("Preguntas"), "preguntas.pdf"),
      });
      return call("POST", uploadInstructions, {
        as,
        params: { id: String(id) },
        body: multipart("files", await pdf("Instrucciones"), "instrucciones.pdf"),
      });
    },
  },
];

let course: Awaited<ReturnType<typeof makeExamCourse>>;
let actors: Record<Actor, TestUser>;
let exam: { id: number };

beforeAll(async () => {
  course = await makeExamCourse(0);
  const term = await makeTerm();
  exam = await makeExam(course.course.id, term.id, { online: true });
  actors = {
    ROLE_ADMIN: await makeUser("ROLE_ADMIN"),
    ROLE_GES_EXAM: await makeUser("ROLE_GES_EXAM"),
    ROLE_INSTRUCTOR: course.instructor,
  };
});

async function putInState(state: ExamState) {
  const db = await getDb();
  await db.update(exams).set({ state }).where(eq(exams.id, exam.id));
}

async function stateNow() {
  const db = await getDb();
  const [row] = await db.select({ state: exams.state }).from(exams).where(eq(exams.id, exam.id));
  return row!.state;
}

describe("every (state, action, role) cell of the online-exam states", () => {
  const roles: Actor[] = ["ROLE_ADMIN", "ROLE_GES_EXAM", "ROLE_INSTRUCTOR"];
  const cells = EXAM_STATES.flatMap((state) =>
    CALLS.flatMap((action) => roles.map((role) => ({ state, action, role }))),
  );

  it.each(cells.map((cell) => [`${cell.state} > ${cell.action.name} as ${cell.role}`, cell] as const))(
    "%s",
    async (_, { state, action, role }) => {
      await putInState(state);
      const endpointRoles: Record<string, Actor[]> = { uploadwithoutfiles: SUPPORT, upload: ["ROLE_INSTRUCTOR"] };
      const res = await action.run(actors[role], exam.id);
      const allowed = ALLOWED[`${state} > ${action.name}`]?.includes(role) ?? false;
      if (allowed) {
        expect(res.status).toBe(200);
        expect(await stateNow()).toBe(action.to);
        if (action.name.startsWith("status") || action.name === "uploadwithoutfiles")
          expect(res.data.message).toBe(STATUS_UPDATED);
      } else if (!(endpointRoles[action.name] ?? [...SUPPORT, "ROLE_INSTRUCTOR"]).includes(role)) {
        expect(res.status).toBe(403);
        expect(await stateNow()).toBe(state);
      } else {
        expect(res.status).toBe(409);
        expect(res.data.message).toBe(invalidStateMessage(exam.id));
        expect(await stateNow()).toBe(state);
      }
    },
  );
});

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
        expect(res).toMatchObject({ status: 400, data: { message: REASON_REQUIRED } });
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
