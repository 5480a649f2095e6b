import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as approve } from "@/app/documents-api/[id]/approve/route";
import { POST as reject } from "@/app/documents-api/[id]/reject/route";
import { POST as upload } from "@/app/documents-api/route";
import { POST as createType } from "@/app/documents-api/types/route";
import { getDb } from "@/lib/database";
import { documents } from "@/db/schema";
import { dataUrl, pdf } from "@/lib/testing/files";
import { call, makeUser, uniq, type TestUser } from "@/lib/testing/fixtures";

type State = "PENDING" | "APPROVED" | "REJECTED";
type Actor = "ROLE_STUDENT" | "ROLE_COORD" | "ROLE_ADMIN";

const STATES: State[] = ["PENDING", "APPROVED", "REJECTED"];
const ACTORS: Actor[] = ["ROLE_STUDENT", "ROLE_COORD", "ROLE_ADMIN"];

// Seed 000 §4, written out (not read from the code's table): a coordinator approves any document
// not yet approved, and rejects a pending one with a reason. Each action's 409 when the state refuses it.
const ACTIONS = {
  approve: {
    run: (as: TestUser, id: number) => call("POST", approve, { as, params: { id: String(id) } }),
    allowed: { PENDING: "APPROVED", REJECTED: "APPROVED" } as Partial<Record<State, State>>,
    reason: null,
    conflict: "El documento ya está aprobado",
  },
  reject: {
    run: (as: TestUser, id: number) =>
      call("POST", reject, { as, params: { id: String(id) }, json: { id, reason: "Ilegible" } }),
    allowed: { PENDING: "REJECTED" } as Partial<Record<State, State>>,
    reason: "Ilegible",
    conflict: "Solo se pueden rechazar documentos pendientes",
  },
};

let actors: Record<Actor, TestUser>;
let id: number;

beforeAll(async () => {
  actors = {
    ROLE_STUDENT: await makeUser("ROLE_STUDENT"),
    ROLE_COORD: await makeUser("ROLE_COORD"),
    ROLE_ADMIN: await makeUser("ROLE_ADMIN"),
  };
  const type = await call("POST", createType, { as: actors.ROLE_ADMIN, json: { name: `Certificado ${uniq()}` } });
  const json = {
    documentType: type.data.id,
    documentFilename: "certificado.pdf",
    documentFileBytes: dataUrl(await pdf()),
  };
  id = (await call("POST", upload, { as: actors.ROLE_STUDENT, json })).data.id;
});

async function putInState(status: State) {
  const db = await getDb();
  await db.update(documents).set({ status, reason: "Motivo anterior" }).where(eq(documents.id, id));
}

async function now() {
  const db = await getDb();
  const [row] = await db
    .select({ status: documents.status, reason: documents.reason })
    .from(documents)
    .where(eq(documents.id, id));
  return row!;
}

describe("every (state, action, role) cell of a document's states", () => {
  const cells = STATES.flatMap((state) =>
    (["approve", "reject"] as const).flatMap((action) => ACTORS.map((role) => ({ state, action, role }))),
  );

  it.each(cells.map((cell) => [`${cell.state} > ${cell.action} as ${cell.role}`, cell] as const))(
    "%s",
    async (_, { state, action, role }) => {
      await putInState(state);
      const spec = ACTIONS[action];
      const res = await spec.run(actors[role], id);
      const to = spec.allowed[state];
      if (to && role === "ROLE_COORD") {
        expect(res.status, JSON.stringify(res.data)).toBe(200);
        expect(res.data).toMatchObject({ id, status: to, reason: spec.reason });
        expect(await now()).toEqual({ status: to, reason: spec.reason });
        return;
      }
      expect(await now()).toEqual({ status: state, reason: "Motivo anterior" });
      if (role !== "ROLE_COORD") {
        expect(res).toMatchObject({ status: 403, data: { message: "No tienes permisos para realizar esta acción" } });
      } else {
        expect(res).toMatchObject({ status: 409, data: { message: spec.conflict } });
      }
    },
  );
});
