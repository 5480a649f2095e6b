import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteRequest } from "@/app/enrollments-api/requests/[id]/route";
import { POST as attachFiles } from "@/app/enrollments-api/requests/[id]/files/route";
import { POST as processRequest } from "@/app/enrollments-api/requests/[id]/process/route";
import { POST as unprocessRequest } from "@/app/enrollments-api/requests/[id]/unprocess/route";
import { getDb } from "@/lib/database";
import { enrollmentRequests } from "@/db/schema";
import {
  attachments,
  clearPendingRequests,
  enrollmentWorld,
  seatsTaken,
  setCapacity,
  submitted,
  type EnrollmentWorld,
} from "@/lib/testing/enrollments";
import { pdf } from "@/lib/testing/files";
import { call, type TestUser } from "@/lib/testing/fixtures";

type State = "PENDING" | "PROCESSED";
type Actor = "ROLE_STUDENT" | "ROLE_ADMIN" | "ROLE_SECR";
/** What a call leaves: the request in a state, or no request. */
type After = State | "GONE";

// The cells seed 002 §4, §2 and §1 ("Secretaries and admins process the requests") allow, written out
// from the specification (not read from the code's table): "state > action" → the roles allowed and the
// request's state after. Taking 'Tramitar' on a processed request (or 'Deshacer' on a pending one) changes
// nothing and answers 200.
const ALLOWED: Record<string, Partial<Record<Actor, After>>> = {
  "PENDING > process": { ROLE_ADMIN: "PROCESSED", ROLE_SECR: "PROCESSED" },
  "PROCESSED > process": { ROLE_ADMIN: "PROCESSED", ROLE_SECR: "PROCESSED" },
  "PROCESSED > unprocess": { ROLE_ADMIN: "PENDING", ROLE_SECR: "PENDING" },
  "PENDING > unprocess": { ROLE_ADMIN: "PENDING", ROLE_SECR: "PENDING" },
  "PENDING > delete": { ROLE_STUDENT: "GONE", ROLE_ADMIN: "GONE" },
  "PENDING > attachFiles": { ROLE_STUDENT: "PENDING" },
};
// The roles an endpoint takes, whose call is then refused by the request's state: 409 and the spec's text.
const REFUSED: Record<string, { roles: Actor[]; message: string }> = {
  "PROCESSED > delete": {
    roles: ["ROLE_STUDENT", "ROLE_ADMIN"],
    message: "No se puede eliminar una petición ya procesada",
  },
  "PROCESSED > attachFiles": {
    roles: ["ROLE_STUDENT"],
    message: "No se pueden adjuntar archivos a una petición ya procesada",
  },
};
const FORBIDDEN = "No tienes permisos para realizar esta acción";

const ACTIONS: Record<string, (as: TestUser, id: number) => ReturnType<typeof call>> = {
  process: (as, id) => call("POST", processRequest, { as, params: { id: String(id) } }),
  unprocess: (as, id) => call("POST", unprocessRequest, { as, params: { id: String(id) } }),
  delete: (as, id) => call("DELETE", deleteRequest, { as, params: { id: String(id) } }),
  attachFiles: async (as, id) =>
    call("POST", attachFiles, { as, params: { id: String(id) }, body: attachments(["a.pdf", await pdf()]) }),
};

let w: EnrollmentWorld;
let actors: Record<Actor, TestUser>;
beforeAll(async () => {
  w = await enrollmentWorld();
  actors = { ROLE_STUDENT: w.student, ROLE_ADMIN: w.admin, ROLE_SECR: w.secretary };
  // Every processed request of the walk takes a seat of both courses.
  await setCapacity(w.year.id, w.history.id, 500, 0, 6);
  await setCapacity(w.year.id, w.art.id, 500, 0, 4.5);
});

/** A request of the world's student (Historia Antigua and Historia del Arte) in `state`. */
async function requestIn(state: State) {
  await clearPendingRequests(w);
  const id = await submitted(w);
  if (state === "PROCESSED") expect((await ACTIONS.process!(w.admin, id)).status).toBe(200);
  return id;
}

async function stateOf(id: number): Promise<After> {
  const db = await getDb();
  const [row] = await db.select().from(enrollmentRequests).where(eq(enrollmentRequests.id, id));
  return !row ? "GONE" : row.isProcessed ? "PROCESSED" : "PENDING";
}

const cells = (["PENDING", "PROCESSED"] as const).flatMap((state) =>
  Object.keys(ACTIONS).flatMap((action) =>
    (["ROLE_STUDENT", "ROLE_ADMIN", "ROLE_SECR"] as const).map((role) => [state, action, role] as const),
  ),
);

describe("enrolment request transitions, every (state, action, role) through the endpoints", () => {
  it.each(cells)("%s > %s as %s", async (state, action, role) => {
    const id = await requestIn(state);
    const seats = await seatsTaken(w.year.id, w.history.id);
    const res = await ACTIONS[action]!(actors[role], id);
    const after = ALLOWED[`${state} > ${action}`]?.[role];
    const refused = REFUSED[`${state} > ${action}`];
    if (after) {
      expect(res.status, JSON.stringify(res.data)).toBe(200);
      expect(await stateOf(id)).toBe(after);
      const taken = state === "PENDING" && after === "PROCESSED" ? 1 : 0;
      const released = state === "PROCESSED" && after === "PENDING" ? 1 : 0;
      expect(await seatsTaken(w.year.id, w.history.id)).toBe(seats + taken - released);
    } else if (refused?.roles.includes(role)) {
      expect(res).toMatchObject({ status: 409, data: { message: refused.message } });
      expect(await stateOf(id)).toBe(state);
    } else {
      expect(res).toMatchObject({ status: 403, data: { message: FORBIDDEN } });
      expect(await stateOf(id)).toBe(state);
    }
  });
});
