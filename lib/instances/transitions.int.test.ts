import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as cancel } from "@/app/instances-api/instances/[id]/cancel/route";
import { POST as close } from "@/app/instances-api/instances/[id]/close/route";
import { POST as responseFile } from "@/app/instances-api/instances/[id]/file/route";
import { PATCH as patch } from "@/app/instances-api/instances/[id]/route";
import { POST as studentFile } from "@/app/instances-api/instances/[id]/studentFile/route";
import { getDb } from "@/lib/database";
import { instanceHistory, instances } from "@/db/schema";
import { multipart, pdf } from "@/lib/testing/files";
import { call, type TestUser } from "@/lib/testing/fixtures";
import { p, requestsWorld } from "@/lib/testing/instance-requests";

type State = "OPEN" | "IN_PROCESS" | "CLOSED" | "CANCELED";
type Actor = "ROLE_STUDENT" | "ROLE_SECR" | "ROLE_COORD";
type Action = {
  name: string;
  /** Who the endpoint lets in at all (its access table). */
  endpoint: Actor[];
  /** The 409's message when the request is in another state. */
  conflict: string;
  run: (as: TestUser, id: number) => ReturnType<typeof call>;
};

const STATES: State[] = ["OPEN", "IN_PROCESS", "CLOSED", "CANCELED"];
const ACTORS: Actor[] = ["ROLE_STUDENT", "ROLE_SECR", "ROLE_COORD"];
const STAFF: Actor[] = ["ROLE_SECR", "ROLE_COORD"];
const MOVE = "Ha habido un error al actualizar la instancia";
const LOCKED = "No se pueden subir ni reemplazar ficheros de una instancia cerrada o cancelada";

// The cells seed 002 §4 and §6 allow, written out from the specification (not read from the code's
// table): "state > action" -> the roles allowed and the state the request is left in.
const ALLOWED: Record<string, { roles: Actor[]; to: State }> = {
  "OPEN > CANCEL": { roles: ["ROLE_STUDENT"], to: "CANCELED" },
  "OPEN > CLOSE": { roles: ["ROLE_SECR"], to: "CLOSED" },
  "IN_PROCESS > CLOSE": { roles: ["ROLE_SECR"], to: "CLOSED" },
  "OPEN > ANSWER": { roles: ["ROLE_SECR"], to: "IN_PROCESS" },
  "IN_PROCESS > ANSWER": { roles: ["ROLE_SECR"], to: "IN_PROCESS" },
  "OPEN > IN_PROCESS": { roles: ["ROLE_SECR"], to: "IN_PROCESS" },
  "CLOSED > REOPEN": { roles: ["ROLE_COORD"], to: "OPEN" },
  "OPEN > STUDENT_FILE": { roles: ACTORS, to: "OPEN" },
  "IN_PROCESS > STUDENT_FILE": { roles: ACTORS, to: "IN_PROCESS" },
  "OPEN > RESPONSE_FILE": { roles: ["ROLE_SECR"], to: "OPEN" },
  "IN_PROCESS > RESPONSE_FILE": { roles: ["ROLE_SECR"], to: "IN_PROCESS" },
};

// Roles the endpoint lets in but the request's states do not: their 403 says why.
const REFUSED: Record<string, string> = {
  "ANSWER as ROLE_COORD": "Solo la secretaría puede responder o tramitar instancias",
  "IN_PROCESS as ROLE_COORD": "Solo la secretaría puede responder o tramitar instancias",
  "REOPEN as ROLE_SECR": "La secretaría no reabre instancias: lo hace la coordinación",
};

let bytes: Buffer;
const upload = (handler: typeof studentFile) => (as: TestUser, id: number) =>
  call("POST", handler, { as, params: p(id), body: multipart("file", bytes, "solicitud.pdf") });
const patchWith = (json: Record<string, unknown>) => (as: TestUser, id: number) =>
  call("PATCH", patch, { as, params: p(id), json });

const ACTIONS: Action[] = [
  {
    name: "CANCEL",
    endpoint: ["ROLE_STUDENT"],
    conflict: MOVE,
    run: (as, id) => call("POST", cancel, { as, params: p(id) }),
  },
  {
    name: "CLOSE",
    endpoint: ["ROLE_SECR"],
    conflict: MOVE,
    run: (as, id) => call("POST", close, { as, params: p(id) }),
  },
  { name: "ANSWER", endpoint: STAFF, conflict: MOVE, run: patchWith({ instructorText: "Adjuntamos el certificado" }) },
  { name: "IN_PROCESS", endpoint: STAFF, conflict: MOVE, run: patchWith({ status: "IN_PROCESS" }) },
  { name: "REOPEN", endpoint: STAFF, conflict: MOVE, run: patchWith({ status: "OPEN" }) },
  { name: "STUDENT_FILE", endpoint: ACTORS, conflict: LOCKED, run: upload(studentFile) },
  { name: "RESPONSE_FILE", endpoint: ["ROLE_SECR"], conflict: LOCKED, run: upload(responseFile) },
];

let actors: Record<Actor, TestUser>;
let id: number;

beforeAll(async () => {
  const w = await requestsWorld();
  actors = { ROLE_STUDENT: w.student, ROLE_SECR: w.secretary, ROLE_COORD: w.coordinator };
  id = await w.newRequest();
  bytes = await pdf("Solicitud");
});

/** The request in `state`, without a student file (so that staff may attach one on the student's behalf). */
async function putInState(state: State) {
  const db = await getDb();
  await db
    .update(instances)
    .set({ status: state, studentFileId: null, studentFileName: null })
    .where(eq(instances.id, id));
}

async function now() {
  const db = await getDb();
  const [row] = await db.select({ status: instances.status }).from(instances).where(eq(instances.id, id));
  const history = await db
    .select({ action: instanceHistory.action, status: instanceHistory.status })
    .from(instanceHistory)
    .where(eq(instanceHistory.instanceId, id))
    .orderBy(asc(instanceHistory.id));
  return { status: row!.status, last: history.at(-1), lines: history.length };
}

describe("every (state, action, role) cell of an instance request's states", () => {
  const cells = STATES.flatMap((state) => ACTIONS.flatMap((action) => ACTORS.map((role) => ({ state, action, role }))));

  it.each(cells.map((cell) => [`${cell.state} > ${cell.action.name} as ${cell.role}`, cell] as const))(
    "%s",
    async (_, { state, action, role }) => {
      await putInState(state);
      const before = await now();
      const res = await action.run(actors[role], id);
      const allowed = ALLOWED[`${state} > ${action.name}`];
      const after = await now();
      if (allowed?.roles.includes(role)) {
        expect(res.status, JSON.stringify(res.data)).toBe(200);
        expect(after.status).toBe(allowed.to);
        expect(after.last).toEqual({ action: action.name, status: allowed.to });
        return;
      }
      expect(after).toEqual(before);
      if (!action.endpoint.includes(role)) {
        expect(res).toMatchObject({ status: 403, data: { message: "No tienes permisos para realizar esta acción" } });
      } else if (REFUSED[`${action.name} as ${role}`]) {
        expect(res).toMatchObject({ status: 403, data: { message: REFUSED[`${action.name} as ${role}`] } });
      } else {
        expect(res).toMatchObject({ status: 409, data: { message: action.conflict } });
      }
    },
  );
});
