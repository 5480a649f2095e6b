import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/database";
import { personalDataReads } from "@/db/schema";
import { jobHandlers } from "@/lib/jobs/kinds";
import { runNextJob } from "@/lib/jobs/runner";
import type { TestUser } from "@/lib/testing/fixtures";
import { api, apiOk } from "@/lib/testing/row-scope-world";
import { acceptedRequestOf, defenseOf, tfgScopeWorld, type TfgScopeWorld } from "@/lib/testing/tfg-row-scope";
import { readsRecorded } from "./record";

// Issue 37.9: the TFG lists, their CSV and PDFs, and the exams' student search show DNI and e-mail;
// each staff read leaves one row per student shown, and a student's own read none.

let w: TfgScopeWorld;
beforeAll(async () => {
  w = await tfgScopeWorld();
});

const readsOf = async (reader: TestUser, student: TestUser) =>
  (await getDb())
    .select({ what: personalDataReads.what, targetId: personalDataReads.targetId })
    .from(personalDataReads)
    .where(and(eq(personalDataReads.readerId, reader.id), eq(personalDataReads.studentId, student.id)));

async function read(key: string, as: TestUser, input: Parameters<typeof api>[2] = {}) {
  const res = await api(key, as, input);
  expect(res.status, JSON.stringify(res.data)).toBe(200);
  await readsRecorded();
}

describe("staff reads of TFG lists, exports and PDFs are recorded", () => {
  it("the area requests' list: a row per student shown; the student's own list, none", async () => {
    const r = await acceptedRequestOf(w);
    await read("GET /tfg-api/requests", w.secretary, { query: { studentId: r.student.externalId } });
    expect(await readsOf(w.secretary, r.student)).toEqual([
      { what: "TFG: listado de solicitudes de área temática", targetId: null },
    ]);
    await read("GET /tfg-api/requests", r.student);
    expect(await readsOf(r.student, r.student)).toEqual([]);
  });

  it("the defenses' list and a defense's PDF", async () => {
    const d = await defenseOf(w, true);
    await read("GET /tfg-api/requests/defenses", w.coordinator);
    await read("GET /tfg-api/requests/{id}/defenses/{defenseId}/pdf", w.coordinator, { params: d.params });
    expect(await readsOf(w.coordinator, d.s)).toEqual([
      { what: "TFG: listado de solicitudes de defensa", targetId: null },
      { what: "TFG: solicitud de defensa en PDF", targetId: String(d.id) },
    ]);
  });

  it("a request's PDF", async () => {
    const r = await acceptedRequestOf(w);
    await read("GET /tfg-api/requests/{id}/pdf", w.d1, { params: { id: String(r.id) } });
    expect(await readsOf(w.d1, r.student)).toEqual([
      { what: "TFG: solicitud de área temática en PDF", targetId: String(r.id) },
    ]);
  });

  it("the CSV export: when its file is downloaded, a row per student in it", async () => {
    const [a, b] = [await acceptedRequestOf(w), await acceptedRequestOf(w)];
    const { id } = (await apiOk("POST /tfg-api/requests/csv", w.admin)) as { id: number };
    await runNextJob(await getDb(), jobHandlers, { jobId: id });
    expect(await readsOf(w.admin, a.student)).toEqual([]);
    await read("GET /tfg-api/jobs/{id}/file", w.admin, { params: { id: String(id) } });
    for (const s of [a.student, b.student])
      expect(await readsOf(w.admin, s)).toEqual([
        { what: "TFG: exportación CSV de solicitudes", targetId: String(id) },
      ]);
  });

  it("the exams' student search", async () => {
    const s = await w.student();
    await read("GET /exams-api/students", w.admin, { query: { q: s.dni } });
    expect(await readsOf(w.admin, s)).toEqual([{ what: "Exámenes: búsqueda de alumnos", targetId: null }]);
  });
});
