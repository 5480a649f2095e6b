import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as generate } from "@/app/exams-api/exams/[id]/generate/route";
import { POST as uploadInstructions } from "@/app/exams-api/exams/[id]/instructions/route";
import { POST as uploadQuestions } from "@/app/exams-api/exams/[id]/questions/route";
import { POST as setStatus } from "@/app/exams-api/exams/[id]/status/route";
import { POST as uploadWithoutFiles } from "@/app/exams-api/exams/[id]/uploadwithoutfiles/route";
import { getDb } from "@/lib/database";
import { exams } from "@/db/schema";
import { call, makeUser, type TestUser } from "@/lib/testing/fixtures";
import { makeExam, makeExamCourse, makeTerm } from "@/lib/testing/exams";
import { multipart, pdf } from "@/lib/testing/files";
import { EXAM_STATES, type ExamState } from "@/db/enums/exams";

type Actor = "ROLE_ADMIN" | "ROLE_GES_EXAM" | "ROLE_INSTRUCTOR";
type Call = {
  name: string;
  run: (as: TestUser, id: number) => ReturnType<typeof call>;
  /** The state an allowed call leaves; null: the exam keeps its state. */
  to: ExamState | null;
  /** Who the endpoint lets in at all; everyone else gets the 403. */
  endpointRoles: Actor[];
  /** What the endpoint answers, with 409, when the exam's state does not allow the call. */
  refusal: string;
  /** What it answers when it succeeds. */
  success?: string;
};

// The cells seed 001 §4 allows, written out from the specification (not read from the code's table):
// "state > action": roles.
const SUPPORT: Actor[] = ["ROLE_ADMIN", "ROLE_GES_EXAM"];
const EVERYONE: Actor[] = [...SUPPORT, "ROLE_INSTRUCTOR"];
const PACKAGE_STATES: ExamState[] = ["UPLOAD_CORRECT", "REVISION_PENDING", "REVISED_INCORRECT", "REVISED_CORRECT"];
const ALLOWED: Record<string, Actor[]> = {
  "NOT_UPLOADED > uploadwithoutfiles": SUPPORT,
  "NOT_UPLOADED > upload": ["ROLE_INSTRUCTOR"],
  "UPLOAD_INCORRECT > upload": ["ROLE_INSTRUCTOR"],
  "UPLOAD_INCORRECT > status UPLOADED": SUPPORT,
  "UPLOADED > status UPLOAD_CORRECT": SUPPORT,
  "UPLOAD_WITHOUT_FILES > status UPLOAD_CORRECT": SUPPORT,
  "UPLOADED > status UPLOAD_INCORRECT": EVERYONE,
  "UPLOAD_WITHOUT_FILES > status UPLOAD_INCORRECT": EVERYONE,
  "UPLOAD_CORRECT > status REVISION_PENDING": SUPPORT,
  "REVISED_INCORRECT > status REVISION_PENDING": SUPPORT,
  "REVISION_PENDING > status REVISED_CORRECT": ["ROLE_INSTRUCTOR"],
  "REVISION_PENDING > status REVISED_INCORRECT": ["ROLE_INSTRUCTOR"],
  // The online package, once the upload was marked correct (the exam keeps its state).
  ...Object.fromEntries(PACKAGE_STATES.map((state) => [`${state} > generate`, SUPPORT])),
};

const withReason = (to: ExamState) =>
  to === "UPLOAD_INCORRECT" || to === "REVISED_INCORRECT" ? { reason: "Faltan páginas" } : {};
const invalidState = "El estado del examen A de Asignatura de examen no es válido";

const CALLS: Call[] = [
  ...EXAM_STATES.map((to) => ({
    name: `status ${to}`,
    to,
    endpointRoles: EVERYONE,
    refusal: invalidState,
    success: "Estado del examen actualizado",
    run: (as: TestUser, id: number) =>
      call("POST", setStatus, { as, params: { id: String(id) }, json: { id, status: to, ...withReason(to) } }),
  })),
  {
    name: "uploadwithoutfiles",
    to: "UPLOAD_WITHOUT_FILES",
    endpointRoles: SUPPORT,
    refusal: invalidState,
    success: "Estado del examen actualizado",
    run: (as, id) => call("POST", uploadWithoutFiles, { as, params: { id: String(id) } }),
  },
  {
    // The two kinds, each separately (seed 001 §4): the questions first, then the instructions complete the pair.
    name: "upload",
    to: "UPLOADED",
    endpointRoles: ["ROLE_INSTRUCTOR"],
    refusal: invalidState,
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
  {
    name: "generate",
    to: null,
    endpointRoles: SUPPORT,
    refusal: "El examen A de Asignatura de examen no tiene una subida correcta: no se puede generar el examen online",
    run: (as, id) => call("POST", generate, { as, params: { id: String(id) } }),
  },
];

let actors: Record<Actor, TestUser>;
let exam: { id: number };

beforeAll(async () => {
  const course = await makeExamCourse(0);
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

describe("every (state, action, role) cell of the online-exam states, through the endpoints", () => {
  const roles: Actor[] = ["ROLE_ADMIN", "ROLE_GES_EXAM", "ROLE_INSTRUCTOR"];
  const cells = EXAM_STATES.flatMap((state) =>
    CALLS.flatMap((action) => roles.map((role) => ({ state, action, role }))),
  );

  it.each(cells.map((cell) => [`${cell.state} > ${cell.action.name} as ${cell.role}`, cell] as const))(
    "%s",
    async (_, { state, action, role }) => {
      await putInState(state);
      const res = await action.run(actors[role], exam.id);
      const allowed = ALLOWED[`${state} > ${action.name}`]?.includes(role) ?? false;
      if (allowed) {
        expect(res.status).toBe(200);
        expect(await stateNow()).toBe(action.to ?? state);
        if (action.success) expect(res.data.message).toBe(action.success);
      } else if (!action.endpointRoles.includes(role)) {
        expect(res).toMatchObject({ status: 403, data: { message: "No tienes permisos para realizar esta acción" } });
        expect(await stateNow()).toBe(state);
      } else {
        expect(res).toMatchObject({ status: 409, data: { message: action.refusal } });
        expect(await stateNow()).toBe(state);
      }
    },
  );
});
