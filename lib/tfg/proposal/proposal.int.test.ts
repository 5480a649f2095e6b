import { beforeEach, describe, expect, it } from "vitest";
import { POST as propose } from "@/app/tfg-api/proposals/route";
import { POST as apply } from "@/app/tfg-api/proposals/apply/route";
import { POST as cancel } from "@/app/tfg-api/requests/[id]/cancel/route";
import { POST as uploadPriority } from "@/app/tfg-api/priority/csv/route";
import { GET as list } from "@/app/tfg-api/requests/route";
import { call, makeUser, type TestUser } from "@/lib/testing/fixtures";
import { tfgWorld, type TfgWorld } from "@/lib/testing/tfg-world";
import type { ProposalLine } from "./proposal";

let w: TfgWorld;
let s4: TestUser;
const ids: Record<string, number> = {};

// d1 has 1 place and d2 has 2. Grades: s1 9, s2 8, s3 7, s4 none.
beforeEach(async () => {
  w = await tfgWorld();
  s4 = await w.student();
  const form = new FormData();
  const rows = [
    [w.s1, 9],
    [w.s2, 8],
    [w.s3, 7],
  ].map(([s, g]) => `${(s as TestUser).externalId},${w.degreeA.externalId},${g}`);
  form.set("file", new File([`userId,degreeId,priority\n${rows.join("\n")}\n`], "notas.csv"));
  await call("POST", uploadPriority, { as: w.admin, body: form });
  const ask = async (key: string, s: TestUser, d: TestUser) => (ids[key] = (await w.request(s, d)).data.id);
  await ask("s3A", w.s3, w.d1);
  await ask("s2A", w.s2, w.d1);
  await ask("s2B", w.s2, w.d2);
  await ask("s1A", w.s1, w.d1);
  await ask("s1B", w.s1, w.d2);
  await ask("s4A", s4, w.d2);
  await ask("s4B", s4, w.d1);
});

const body = () => ({ degreeId: w.degreeA.externalId, termId: w.openTerm.id });
const decisions = (lines: ProposalLine[]) => ({
  ...body(),
  accept: lines.flatMap((l) => (l.assigned ? [{ id: l.assigned.id, version: l.assigned.version }] : [])),
  reject: lines.flatMap((l) => l.rejected.map((r) => ({ id: r.id, version: r.version }))),
});
const statusOf = async (id: number) =>
  (await call("GET", list, { as: w.admin, query: { requestId: String(id) } })).data.content[0];

describe("allocation proposal endpoints", () => {
  it("proposes by priority grade: each student gets the best request whose director has room", async () => {
    const res = await call("POST", propose, { as: w.coordinator, json: body() });
    expect(res.status).toBe(200);
    const lines = res.data as ProposalLine[];
    expect(
      lines.map((l) => [l.userId, l.grade, l.assigned?.id ?? null, l.rejected.map((r) => [r.id, r.reason])]),
    ).toEqual([
      [w.s1.externalId, 9, ids.s1A, []],
      [w.s2.externalId, 8, ids.s2B, [[ids.s2A, "Sin plazas del director"]]],
      [w.s3.externalId, 7, null, [[ids.s3A, "Sin plazas del director"]]],
      [s4.externalId, null, ids.s4A, []],
    ]);
  });

  it("applies it in one transaction: accepted, rejected with 'Sin plazas del director', the rest untouched", async () => {
    const lines = (await call("POST", propose, { as: w.admin, json: body() })).data as ProposalLine[];
    const res = await call("POST", apply, { as: w.admin, json: decisions(lines) });
    expect(res.data).toEqual({ accepted: 3, rejected: 2 });
    for (const key of ["s1A", "s2B", "s4A"]) expect((await statusOf(ids[key]!)).status).toBe("ACCEPTED");
    for (const key of ["s2A", "s3A"])
      expect(await statusOf(ids[key]!)).toMatchObject({ status: "REJECTED", rejectReason: "Sin plazas del director" });
    for (const key of ["s1B", "s4B"]) expect((await statusOf(ids[key]!)).status).toBe("OPEN");
  });

  it("a request changed since the proposal aborts the whole application with a 409", async () => {
    const lines = (await call("POST", propose, { as: w.coordinator, json: body() })).data as ProposalLine[];
    await call("POST", cancel, { as: s4, params: { id: String(ids.s4A) } });
    const res = await call("POST", apply, { as: w.coordinator, json: decisions(lines) });
    expect(res.status).toBe(409);
    expect(res.data.message).toMatch(/^Alguna solicitud ha cambiado desde que se generó la propuesta/);
    for (const key of ["s1A", "s2A", "s2B", "s3A"]) expect((await statusOf(ids[key]!)).status).toBe("OPEN");
  });

  it("a coordinator proposes only for the degrees they coordinate", async () => {
    const other = await makeUser("ROLE_COORD");
    expect((await call("POST", propose, { as: other, json: body() })).status).toBe(404);
    expect((await call("POST", apply, { as: other, json: { ...body(), accept: [], reject: [] } })).status).toBe(404);
  });
});
