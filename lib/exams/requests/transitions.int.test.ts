import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteRequest, POST as requestOnBehalf } from "@/app/exams-api/requests/[id]/route";
import { getDb } from "@/lib/database";
import { examRequests, exams } from "@/db/schema";
import { call, makeUser, type TestUser } from "@/lib/testing/fixtures";
import { DAY, HOUR, makeExam, makeExamCourse, makeTerm, makeVenue } from "@/lib/testing/exams";
import { pick } from "@/lib/testing/waitlist";

type Actor = "ROLE_STUDENT" | "ROLE_ADMIN" | "ROLE_GES_EXAM";
type State = "NONE" | "CHOSEN";
type Window = "open" | "closed";
type World = { student: TestUser; examId: number; venueId: string; courseId: number; requestId: number };

// Written from seed 001 §4, §6 and §8, not read from the code's table: per course a student has no
// request or one chosen exam with a venue; it is created (by the student within the inscription
// window, or by support on their behalf at any time) or deleted (the same way).
const SUPPORT: Actor[] = ["ROLE_ADMIN", "ROLE_GES_EXAM"];
const ACTIONS = {
  choose: { endpoint: ["ROLE_STUDENT"], from: "NONE", to: "CHOSEN", status: 201 },
  chooseOnBehalf: { endpoint: SUPPORT, from: "NONE", to: "CHOSEN", status: 201 },
  delete: { endpoint: ["ROLE_STUDENT", ...SUPPORT], from: "CHOSEN", to: "NONE", status: 200 },
} as const satisfies Record<string, { endpoint: Actor[]; from: State; to: State; status: number }>;
type Action = keyof typeof ACTIONS;

const FORBIDDEN = { status: 403, message: "No tienes permisos para realizar esta acción" };
const OUT_OF_DEADLINE = {
  status: 406,
  message: "El plazo de petición de este examen no está abierto. Consulta con tu asesor académico",
};
/** What each action answers from the state it does not start from. */
const WRONG_STATE: Record<Action, { status: number; message: string }> = {
  choose: { status: 409, message: "Ya ha elegido un examen para esta fecha" },
  chooseOnBehalf: { status: 409, message: "Ya ha elegido un examen para esta fecha" },
  delete: { status: 404, message: "No se ha encontrado la petición" },
};

function expected(state: State, action: Action, role: Actor, window: Window) {
  const a = ACTIONS[action];
  if (!(a.endpoint as readonly Actor[]).includes(role)) return { ...FORBIDDEN, after: state };
  // The window binds the student only; a choice is checked against it first, a deletion finds its request first.
  const bound = role === "ROLE_STUDENT" && window === "closed";
  if (bound && action === "choose") return { ...OUT_OF_DEADLINE, after: state };
  if (state !== a.from) return { ...WRONG_STATE[action], after: state };
  if (bound) return { ...OUT_OF_DEADLINE, after: state };
  return { status: a.status, message: undefined, after: a.to };
}

let term: Awaited<ReturnType<typeof makeTerm>>;
let actors: Record<Exclude<Actor, "ROLE_STUDENT">, TestUser>;
beforeAll(async () => {
  term = await makeTerm();
  actors = { ROLE_ADMIN: await makeUser("ROLE_ADMIN"), ROLE_GES_EXAM: await makeUser("ROLE_GES_EXAM") };
});

/** A student of a course with one exam whose window is open or closed, and their request in `state`. */
async function world(state: State, window: Window): Promise<World> {
  const { course, students } = await makeExamCourse(1);
  const venue = await makeVenue(10);
  const exam = await makeExam(course.id, term.id, { defaultHeadquarter: venue.id });
  const student = students[0]!;
  const made = await pick(student, exam.id, venue.id);
  expect(made.status).toBe(201);
  const db = await getDb();
  // NONE: the request made above is gone, and its id names a request that is not there.
  if (state === "NONE") await db.delete(examRequests).where(eq(examRequests.id, made.data.id));
  if (window === "closed") {
    await db
      .update(exams)
      .set({ inscriptionStartsAt: new Date(Date.now() - 2 * DAY), inscriptionEndsAt: new Date(Date.now() - HOUR) })
      .where(eq(exams.id, exam.id));
  }
  return { student, examId: exam.id, venueId: venue.id, courseId: course.id, requestId: made.data.id };
}

function run(action: Action, role: Actor, w: World) {
  const as = role === "ROLE_STUDENT" ? w.student : actors[role];
  const json = { examId: w.examId, headquarterId: w.venueId };
  if (action === "choose") return pick(as, w.examId, w.venueId);
  if (action === "chooseOnBehalf")
    return call("POST", requestOnBehalf, { as, params: { id: w.student.externalId }, json });
  return call("DELETE", deleteRequest, { as, params: { id: String(w.requestId) } });
}

async function stateOf(w: World): Promise<State> {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(examRequests)
    .where(and(eq(examRequests.userId, w.student.id), eq(examRequests.courseId, w.courseId)));
  return Number(row!.n) === 0 ? "NONE" : "CHOSEN";
}

describe("every (state, action, role) cell of a student's request for a course, through the endpoints", () => {
  const roles: Actor[] = ["ROLE_STUDENT", ...SUPPORT];
  const cells = (["open", "closed"] as const).flatMap((window) =>
    (["NONE", "CHOSEN"] as const).flatMap((state) =>
      (Object.keys(ACTIONS) as Action[]).flatMap((action) => roles.map((role) => ({ state, action, role, window }))),
    ),
  );

  it.each(cells.map((c) => [`${c.state} > ${c.action} as ${c.role}, window ${c.window}`, c] as const))(
    "%s",
    async (_, { state, action, role, window }) => {
      const w = await world(state, window);
      const want = expected(state, action, role, window);
      const res = await run(action, role, w);
      expect(res.status).toBe(want.status);
      if (want.message) expect(res.data.message).toBe(want.message);
      expect(await stateOf(w)).toBe(want.after);
    },
  );
});
