import { beforeAll, describe, expect, it } from "vitest";
import { GET as listCourts, POST as createCourt } from "@/app/tfg-api/defenses/courts/route";
import { DELETE as deleteCourt, PATCH as editCourt } from "@/app/tfg-api/defenses/courts/[id]/route";
import { GET as directors } from "@/app/tfg-api/defenses/courts/directors/route";
import { GET as courtsCsv } from "@/app/tfg-api/defenses/courts/csv/route";
import { PUT as addSpan } from "@/app/tfg-api/defenses/courts/[id]/timespans/route";
import { DELETE as deleteSpan } from "@/app/tfg-api/defenses/courts/[id]/timespans/[spanId]/route";
import { POST as uploadSpans } from "@/app/tfg-api/defenses/courts/[id]/timespans/csv/route";
import { call } from "@/lib/testing/fixtures";
import { day, defenseWorld, type DefenseWorld } from "@/lib/testing/tfg-defenses";

let w: DefenseWorld;
beforeAll(async () => {
  w = await defenseWorld();
});

describe("courts and time slots", () => {
  it("a court needs a name, chairman and secretary; slots last 2 h; reserved slots and courts with defenses stay", async () => {
    const missing = await call("POST", createCourt, { as: w.coordinator, json: { academicYearId: w.year.id } });
    expect(missing.status).toBe(400);
    expect(missing.data.errors).toMatchObject({
      name: ["Este campo es obligatorio"],
      chairman: ["Este campo es obligatorio"],
      secretary: ["Este campo es obligatorio"],
    });
    const c = await w.court(w.members[0]!, w.members[1]!, w.members[2]!, [day(2, 9), day(2, 11)]);
    expect(c.spans[0]).toMatchObject({ start: day(2, 9), end: day(2, 11), reserved: false });
    const overlap = await call("PUT", addSpan, {
      as: w.coordinator,
      params: { id: String(c.id) },
      query: { start: day(2, 10) },
    });
    expect(overlap.status).toBe(409);
    const listed = await call("GET", listCourts, { as: w.secretary, query: { academicYearId: String(w.year.id) } });
    expect(listed.data.find((x: { id: number }) => x.id === c.id)).toMatchObject({
      chairman: w.members[0]!.externalId,
      vocal: w.members[2]!.externalId,
      degreeIds: [w.degreeA.externalId],
    });
    expect(
      (await call("GET", directors, { as: w.coordinator })).data.map((d: { externalId: string }) => d.externalId),
    ).toContain(w.members[0]!.externalId);

    const form = new FormData();
    form.set("file", new File([`start\n${day(3, 9)}\nno-es-fecha\n`], "franjas.csv", { type: "text/csv" }));
    const up = await call("POST", uploadSpans, { as: w.coordinator, params: { id: String(c.id) }, body: form });
    expect(up.data.success).toHaveLength(1);
    expect(up.data.failed).toHaveLength(1);

    const csv = await call("GET", courtsCsv, { as: w.coordinator, query: { academicYearId: String(w.year.id) } });
    expect(csv.res.headers.get("content-disposition")).toContain(encodeURIComponent("Tribunales de defensa.csv"));

    const { s, id } = await w.acceptedRequest();
    const made = await w.ask(s, id, w.body(c, c.spans[0]!.id));
    expect(made.status).toBe(201);
    expect(
      (
        await call("DELETE", deleteSpan, {
          as: w.coordinator,
          params: { id: String(c.id), spanId: String(c.spans[0]!.id) },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await call("DELETE", deleteSpan, {
          as: w.coordinator,
          params: { id: String(c.id), spanId: String(c.spans[1]!.id) },
        })
      ).status,
    ).toBe(200);
    expect(await call("DELETE", deleteCourt, { as: w.coordinator, params: { id: String(c.id) } })).toMatchObject({
      status: 409,
      data: { message: "No se ha podido eliminar el tribunal porque tiene asignado defensas." },
    });
    const empty = await w.court(w.members[3]!, w.members[4]!, null, [day(4, 9)]);
    const renamed = await call("PATCH", editCourt, {
      as: w.coordinator,
      params: { id: String(empty.id) },
      json: {
        name: "Renombrado",
        chairman: w.members[3]!.externalId,
        secretary: w.members[4]!.externalId,
        degreeIds: [],
        academicYearId: w.year.id,
      },
    });
    expect(renamed.data).toMatchObject({ name: "Renombrado", degreeIds: [], vocal: null });
    expect((await call("DELETE", deleteCourt, { as: w.coordinator, params: { id: String(empty.id) } })).status).toBe(
      200,
    );
  });
});
