import { beforeAll, describe, expect, it } from "vitest";
import { PDFParse } from "pdf-parse";
import { GET as listRequests } from "@/app/tfg-api/requests/route";
import { GET as listDefenses } from "@/app/tfg-api/requests/defenses/route";
import { PATCH as editDefense } from "@/app/tfg-api/requests/[id]/defenses/[defenseId]/route";
import { POST as acceptDefense } from "@/app/tfg-api/requests/[id]/defenses/[defenseId]/accept/route";
import { POST as rejectDefense } from "@/app/tfg-api/requests/[id]/defenses/[defenseId]/reject/route";
import { POST as cancelDefense } from "@/app/tfg-api/requests/[id]/defenses/[defenseId]/cancel/route";
import { GET as defensePdf } from "@/app/tfg-api/requests/[id]/defenses/[defenseId]/pdf/route";
import { POST as createCourt } from "@/app/tfg-api/defenses/courts/route";
import { GET as courtsForRequest } from "@/app/tfg-api/defenses/courts/requests/[requestId]/route";
import { PUT as addSpan } from "@/app/tfg-api/defenses/courts/[id]/timespans/route";
import { getDb } from "@/lib/database";
import { call, type TestUser } from "@/lib/testing/fixtures";
import { day, defenseWorld, type DefenseWorld } from "@/lib/testing/tfg-defenses";
import { tfgDefensesProvider } from "../calendar-events";

let w: DefenseWorld;
beforeAll(async () => {
  w = await defenseWorld();
});

describe("defense requests", () => {
  it("the student asks for a free slot; the slot is then reserved; a second student gets 409", async () => {
    const c = await w.court(w.members[0]!, w.members[1]!, w.members[2]!, [day(10, 9), day(10, 11)]);
    const a = await w.acceptedRequest();
    const b = await w.acceptedRequest();
    const made = await w.ask(a.s, a.id, w.body(c, c.spans[0]!.id));
    expect(made.status).toBe(201);
    expect(made.data).toMatchObject({
      requestId: a.id,
      defenseRequestStatus: "OPEN",
      title: "Mi TFG",
      start: day(10, 9),
      chairman: w.members[0]!.externalId,
      secretary: w.members[1]!.externalId,
      vocal: w.members[2]!.externalId,
      termId: w.defenseTerm.id,
      timeSpanId: c.spans[0]!.id,
      courtId: c.id,
      degreeId: w.degreeA.externalId,
      academicYearId: w.year.id,
    });
    const offered = await call("GET", courtsForRequest, { as: b.s, params: { requestId: String(b.id) } });
    const spans = offered.data.find((x: { id: number }) => x.id === c.id).timeSpans;
    expect(spans.map((x: { reserved: boolean }) => x.reserved)).toEqual([true, false]);
    const own = await call("GET", courtsForRequest, {
      as: w.admin,
      params: { requestId: String(a.id) },
      query: { defenseId: String(made.data.id) },
    });
    expect(own.data.find((x: { id: number }) => x.id === c.id).timeSpans[0].reserved).toBe(false);
    for (const crew of [w.members, [w.members[3]!, w.members[4]!, w.members[5]!]]) {
      expect(await w.ask(b.s, b.id, w.body(c, c.spans[0]!.id, crew))).toMatchObject({
        status: 409,
        data: { message: "La franja horaria ya está reservada por otra defensa" },
      });
    }
    const again = await w.ask(a.s, a.id, w.body(c, c.spans[1]!.id));
    expect(again).toMatchObject({
      status: 409,
      data: { message: "Ya existe una solicitud de defensa para este trabajo" },
    });
    const pending = async (as: TestUser) =>
      (
        await call("GET", listRequests, {
          as,
          query: { page: "0", size: "50", status: "ACCEPTED", availableForDefense: "true" },
        })
      ).data.content.map((r: { id: number }) => r.id);
    expect(await pending(a.s)).toEqual([]);
    expect(await pending(b.s)).toEqual([b.id]);
  });

  it.each([
    ["the director as chairman", (d: TestUser) => [d, w.members[1]!, w.members[2]!], 0],
    ["the director as vocal", (d: TestUser) => [w.members[0]!, w.members[1]!, d], 2],
  ] as const)("refuses a court with %s (400 naming the seat)", async (_, crewOf, seat) => {
    const a = await w.acceptedRequest();
    const c = await w.court(...(crewOf(a.director) as [TestUser, TestUser, TestUser]), [day(21 + seat, 9)]);
    const message = `El ${seat === 0 ? "presidente" : "vocal"} del tribunal no puede ser el director del trabajo`;
    expect(await w.ask(a.s, a.id, w.body(c, c.spans[0]!.id))).toMatchObject({ status: 400, data: { message } });
  });

  it("a court member cannot become the project's director by editing the request (400 naming the seat)", async () => {
    const x = await w.areaDirector();
    const c = await w.court(x, w.members[1]!, w.members[2]!, [day(13, 9)]);
    const a = await w.acceptedRequest();
    expect((await w.ask(a.s, a.id, w.body(c, c.spans[0]!.id, [x, w.members[1]!, w.members[2]!]))).status).toBe(201);
    expect(await w.moveDirector(a.id, x)).toMatchObject({
      status: 400,
      data: {
        message: "El director no puede ser el presidente del tribunal de la defensa de este trabajo",
        errors: { instructorId: ["El director no puede ser el presidente del tribunal de la defensa de este trabajo"] },
      },
    });
    const other = await w.areaDirector();
    expect((await w.moveDirector(a.id, other)).status).toBe(200);
  });

  it("the slot length is the court's: 2 h unless the court sets another", async () => {
    const made = await call("POST", createCourt, {
      as: w.coordinator,
      json: {
        name: "Tribunal de 90 minutos",
        chairman: w.members[0]!.externalId,
        secretary: w.members[1]!.externalId,
        degreeIds: [w.degreeA.externalId],
        academicYearId: w.year.id,
        slotMinutes: 90,
      },
    });
    expect(made.data.slotMinutes).toBe(90);
    const span = await call("PUT", addSpan, {
      as: w.coordinator,
      params: { id: String(made.data.id) },
      query: { start: day(20, 9) },
    });
    expect(span.data).toMatchObject({
      start: day(20, 9),
      end: new Date(Date.parse(day(20, 9)) + 90 * 60_000).toISOString(),
    });
  });

  it("no member sits in two overlapping defenses (409), and such slots are offered as reserved", async () => {
    const c1 = await w.court(w.members[0]!, w.members[1]!, w.members[2]!, [day(12, 9)]);
    const c2 = await w.court(w.members[0]!, w.members[3]!, w.members[4]!, [day(12, 10)]);
    const a = await w.acceptedRequest();
    const b = await w.acceptedRequest();
    expect((await w.ask(a.s, a.id, w.body(c1, c1.spans[0]!.id))).status).toBe(201);
    const offered = await call("GET", courtsForRequest, { as: b.s, params: { requestId: String(b.id) } });
    expect(offered.data.find((x: { id: number }) => x.id === c2.id).timeSpans[0].reserved).toBe(true);
    const clash = await w.ask(b.s, b.id, w.body(c2, c2.spans[0]!.id, [w.members[0]!, w.members[3]!, w.members[4]!]));
    expect(clash).toMatchObject({
      status: 409,
      data: { message: "El presidente del tribunal ya tiene otra defensa en ese horario" },
    });
  });

  it("accept needs a place; transitions leave only from OPEN; reject and cancel free the slot; moving frees the old one", async () => {
    const c = await w.court(w.members[0]!, w.members[1]!, w.members[2]!, [day(14, 9), day(14, 11), day(14, 16)]);
    const a = await w.acceptedRequest();
    const b = await w.acceptedRequest();
    const first = (await w.ask(a.s, a.id, w.body(c, c.spans[0]!.id))).data;

    const moved = await call("PATCH", editDefense, {
      as: w.admin,
      params: w.p(a.id, first.id),
      json: w.body(c, c.spans[1]!.id),
    });
    expect(moved.data).toMatchObject({ timeSpanId: c.spans[1]!.id, start: day(14, 11) });
    const keep = await call("PATCH", editDefense, {
      as: w.admin,
      params: w.p(a.id, first.id),
      json: w.body(c, c.spans[1]!.id, c.crew, { title: "Otro" }),
    });
    expect(keep.data.title).toBe("Otro");
    expect((await w.ask(b.s, b.id, w.body(c, c.spans[0]!.id))).status).toBe(201);

    const noPlace = await call("POST", acceptDefense, {
      as: w.coordinator,
      params: w.p(a.id, first.id),
      json: { location: " " },
    });
    expect(noPlace).toMatchObject({ status: 400, data: { message: "Debes introducir un lugar para la defensa" } });
    const ok = await call("POST", acceptDefense, {
      as: w.coordinator,
      params: w.p(a.id, first.id),
      json: { location: "Aula 1.1" },
    });
    expect(ok.data).toMatchObject({ defenseRequestStatus: "ACCEPTED", location: "Aula 1.1" });
    for (const [handler, as, json] of [
      [acceptDefense, w.admin, { location: "X" }],
      [rejectDefense, w.admin, {}],
      [cancelDefense, a.s, undefined],
    ] as const) {
      expect((await call("POST", handler, { as, params: w.p(a.id, first.id), json })).status).toBe(409);
    }
    for (const who of [a.s, ...w.members.slice(0, 3)]) {
      const events = await tfgDefensesProvider.events(await getDb(), { id: who.id, role: who.role });
      expect(events.find((e) => e.uid.startsWith(`tfg-defense-${first.id}-`))).toMatchObject({
        location: "Aula 1.1",
        start: new Date(day(14, 11)),
      });
    }
    expect(await tfgDefensesProvider.events(await getDb(), { id: a.director.id, role: "ROLE_INSTRUCTOR" })).toEqual([]);
    const pdf = await call("GET", defensePdf, { as: a.s, params: w.p(a.id, first.id) });
    expect(pdf.res.headers.get("content-type")).toBe("application/pdf");
    const text = (await new PDFParse({ data: new Uint8Array(await pdf.res.arrayBuffer()) }).getText()).text;
    expect(text).toContain("Aula 1.1");

    const list = await call("GET", listDefenses, { as: b.s, query: {} });
    expect(list.data.totalElements).toBe(1);
    const second = list.data.content[0];
    expect((await call("GET", defensePdf, { as: b.s, params: w.p(b.id, second.id) })).status).toBe(409);
    expect(
      (await call("POST", cancelDefense, { as: b.s, params: w.p(b.id, second.id) })).data.defenseRequestStatus,
    ).toBe("CANCELED");
    const c2 = await w.acceptedRequest();
    const third = await w.ask(c2.s, c2.id, w.body(c, c.spans[0]!.id));
    expect(third.status).toBe(201);
    const rejected = await call("POST", rejectDefense, {
      as: w.secretary,
      params: w.p(c2.id, third.data.id),
      json: { reason: "Sin memoria" },
    });
    expect(rejected.data).toMatchObject({ defenseRequestStatus: "REJECTED", rejectReason: "Sin memoria" });
    expect((await w.ask(b.s, b.id, w.body(c, c.spans[0]!.id))).status).toBe(201);
  });

  it("lists by scope: the student their own; DIRECTOR the director and the court members; GESTION the coordinator", async () => {
    const c = await w.court(w.members[0]!, w.members[1]!, w.members[2]!, [day(16, 9)]);
    const a = await w.acceptedRequest();
    const made = (await w.ask(a.s, a.id, w.body(c, c.spans[0]!.id))).data;
    const ids = async (as: TestUser, query: Record<string, string> = {}) =>
      (await call("GET", listDefenses, { as, query: { size: "100", ...query } })).data.content.map(
        (d: { id: number }) => d.id,
      );
    expect(await ids(a.s)).toEqual([made.id]);
    expect(await ids(a.director, { filter: "DIRECTOR" })).toContain(made.id);
    expect(await ids(w.members[2]!, { filter: "DIRECTOR" })).toContain(made.id);
    expect(await ids(w.members[2]!, { filter: "GESTION" })).not.toContain(made.id);
    expect(await ids(w.coordinator, { filter: "GESTION", tribunalId: String(c.id) })).toEqual([made.id]);
    expect(await ids(w.secretary, { status: "OPEN", requestId: String(a.id) })).toEqual([made.id]);
    const other = await w.student();
    expect((await call("POST", cancelDefense, { as: other, params: w.p(a.id, made.id) })).status).toBe(404);
  });
});
