import { and, eq, gt, max } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/database";
import { personalDataReads, users } from "@/db/schema";
import { isUnscoped, type RowScopeCase } from "@/lib/testing/row-scope/types";
import { ROLES, type Role } from "@/db/enums/roles";
import type { TestUser } from "@/lib/testing/fixtures";
import {
  answerText,
  columnName,
  identifyingColumns,
  studentsShownIn,
  studentValues,
} from "@/lib/testing/personal-values";
import { api, rowScopeWorld, type ApiCall, type RowScopeWorld } from "@/lib/testing/row-scope-world";
import { rowScopeRows } from "@/lib/testing/row-scope-rows";
import { discoverApiRoutes } from "@/lib/testing/routes";
import { defenseOf, tfgScopeWorld, type TfgScopeWorld } from "@/lib/testing/tfg-row-scope";
import { readsRecorded } from "./record";
import { NOT_CALLED, STAFF_INPUTS } from "@/lib/testing/read-coverage";

// Issue 37.9: every staff read of personal data is recorded. Every GET route a staff role may call
// is called with a world that holds students' personal data — with the inputs of the row-scope
// matrix's cases (every id-bearing route has one per role), those of lib/testing/read-coverage.ts, and with
// none — and each answer (JSON, CSV, a PDF's text, every file of a zip) is searched for the values of
// the registry's identifying columns (DNI, e-mail, phones, IBAN) of a student other than the caller.
// A route that shows one must declare `readsPersonalData`, and the call must leave a row naming each
// student shown. A new route that forgets fails here; one the test cannot call must say why.

type Call = ApiCall & { as: TestUser };
const STAFF: readonly Role[] = ROLES.filter((role) => role !== "ROLE_STUDENT");
const staffGets = (await discoverApiRoutes()).filter(
  (r) =>
    r.method === "GET" &&
    r.handler.endpoint.kind === "session" &&
    r.handler.endpoint.roles.some((role) => STAFF.includes(role)),
);
const matrix = (await rowScopeRows()).filter(
  (row): row is RowScopeCase => !isUnscoped(row) && row.route.startsWith("GET "),
);

let since = 0;
let w: RowScopeWorld;
let tfg: TfgScopeWorld;
const showing = new Map<string, string>();
beforeAll(async () => {
  const db = await getDb();
  since = (await db.select({ id: max(users.id) }).from(users))[0]?.id ?? 0;
  w = await rowScopeWorld();
  tfg = await tfgScopeWorld();
  await defenseOf(tfg, true); // an accepted request with an accepted defense, for the TFG lists
});

/**
 * The calls a route gets: on each of its matrix cases' rows, the owner (a member of staff) and each
 * member of staff the route allows; its inputs in lib/testing/read-coverage.ts; and, with no path
 * parameter, no input as each member of staff.
 */
async function callsFor(key: string, roles: readonly Role[], hasPath: boolean): Promise<Call[]> {
  const staff = [w.admin, w.secretary, w.examManager, w.coordinator, w.instructor, tfg.d1, tfg.coordinator];
  const allowed = (users: TestUser[]) => users.filter((u) => roles.includes(u.role));
  const calls: Call[] = [];
  for (const c of matrix.filter((row) => row.route === key)) {
    const s = await c.setup(w);
    const callers = [...(c.as === "ROLE_STUDENT" ? [] : [s.owner]), ...allowed(staff)];
    calls.push(...callers.map((as) => ({ as, params: s.params, query: s.query })));
  }
  calls.push(...((await STAFF_INPUTS[key]?.(w, tfg)) ?? []));
  if (!hasPath) calls.push(...allowed(staff).map((as) => ({ as })));
  return calls;
}

const newReadsBy = async (readerId: number, afterId: number) =>
  (await getDb())
    .select({ studentId: personalDataReads.studentId })
    .from(personalDataReads)
    .where(and(eq(personalDataReads.readerId, readerId), gt(personalDataReads.id, afterId)));
const lastReadId = async () =>
  (await (await getDb()).select({ id: max(personalDataReads.id) }).from(personalDataReads))[0]?.id ?? 0;

describe("every staff read of students' identifying data is recorded", () => {
  it("looks for the registry's identifying columns", () => {
    expect(identifyingColumns.map(columnName)).toEqual(
      expect.arrayContaining(["users.dni", "users.email", "users.mobile_phone", "enrollment_requests.debt_iban"]),
    );
  });

  it.each(staffGets.map((r) => [`${r.method} ${r.publicPath}`, r] as const))("%s", async (key, r) => {
    const meta = r.handler.endpoint;
    const calls = await callsFor(key, meta.kind === "session" ? meta.roles : [], r.publicPath.includes("{"));
    let called = false;
    for (const call of calls) {
      const before = await lastReadId();
      const res = await api(key, call.as, call);
      if (res.status >= 300) continue;
      called = true;
      const shown = studentsShownIn(await answerText(res.res), await studentValues(await getDb(), since));
      shown.delete(call.as.id);
      if (shown.size === 0) continue;
      showing.set(key, meta.kind === "session" ? (meta.reads ?? "—") : "—");
      expect(
        meta.kind === "session" && meta.reads,
        `${key} shows students' data and declares no readsPersonalData`,
      ).toBeTruthy();
      await readsRecorded();
      const recorded = new Set((await newReadsBy(call.as.id, before)).map((row) => row.studentId));
      expect(
        [...shown].filter((s) => !recorded.has(s)),
        `${key}: students shown to ${call.as.role}, not recorded`,
      ).toEqual([]);
    }
    if (called) expect(NOT_CALLED[key], `${key} is called now: take it out of NOT_CALLED`).toBeUndefined();
    else expect(NOT_CALLED[key], `${key}: no call succeeded; give it an input or say why in NOT_CALLED`).toBeDefined();
  });

  it("finds the reads it must: the detection is not blind", () => {
    expect([...showing.keys()]).toEqual(
      expect.arrayContaining([
        "GET /enrollments-api/requests/csv", // a streamed CSV
        "GET /enrollments-api/requests/{id}/pdf", // an IBAN in a PDF
        "GET /exams-api/students",
        "GET /privacy-api/people/{externalId}/export", // a zip
        "GET /student-record-api/user/{dni}",
        "GET /tfg-api/requests",
        "GET /tfg-api/requests/defenses",
        "GET /tfg-api/requests/{id}/pdf",
        "GET /tfg-api/jobs/{id}/file", // a stored CSV
      ]),
    );
  });
});

afterAll(() => {
  const list = [...showing].map(([key, what]) => `  ${key} — ${what}`).join("\n");
  console.info(`Routes whose answer shows students' identifying data (${showing.size}):\n${list}`);
});
