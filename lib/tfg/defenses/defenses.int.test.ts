import { beforeAll, describe, expect, it } from "vitest";
import { PDFParse } from "pdf-parse";
import { POST as accept } from "@/app/api/tfg/requests/[id]/accept/route";
import { PATCH as editRequest } from "@/app/api/tfg/requests/[id]/route";
import { GET as listRequests } from "@/app/api/tfg/requests/route";
import { GET as listDefenses } from "@/app/api/tfg/requests/defenses/route";
import { POST as createDefense } from "@/app/api/tfg/requests/[id]/defenses/route";
import { PATCH as editDefense } from "@/app/api/tfg/requests/[id]/defenses/[defenseId]/route";
import { POST as acceptDefense } from "@/app/api/tfg/requests/[id]/defenses/[defenseId]/accept/route";
import { POST as rejectDefense } from "@/app/api/tfg/requests/[id]/defenses/[defenseId]/reject/route";
import { POST as cancelDefense } from "@/app/api/tfg/requests/[id]/defenses/[defenseId]/cancel/route";
import { GET as defensePdf } from "@/app/api/tfg/requests/[id]/defenses/[defenseId]/pdf/route";
import { GET as listCourts, POST as createCourt } from "@/app/api/tfg/defenses/courts/route";
import { DELETE as deleteCourt, PATCH as editCourt } from "@/app/api/tfg/defenses/courts/[id]/route";
import { GET as directors } from "@/app/api/tfg/defenses/courts/directors/route";
import { GET as courtsCsv } from "@/app/api/tfg/defenses/courts/csv/route";
import { GET as courtsForRequest } from "@/app/api/tfg/defenses/courts/requests/[requestId]/route";
import { PUT as addSpan } from "@/app/api/tfg/defenses/courts/[id]/timespans/route";
import { DELETE as deleteSpan } from "@/app/api/tfg/defenses/courts/[id]/timespans/[spanId]/route";
import { POST as uploadSpans } from "@/app/api/tfg/defenses/courts/[id]/timespans/csv/route";
import { POST as createTerm } from "@/app/api/tfg/terms/route";
import { getDb } from "@/db";
import { tfgAreaManagers } from "@/db/schema";
import { formatDateTime } from "@/lib/dates";
import { call, makeUser, type TestUser } from "@/lib/testing/fixtures";
import { tfgWorld, type TfgWorld } from "@/lib/testing/tfg-world";
import { tfgDefensesProvider } from "../calendar-events";

let w: TfgWorld;
let members: TestUser[];
let defenseTerm: { id: number };
const day = (d: number, hour: number) => new Date(Date.UTC(2031, 0, d, hour)).toISOString();

/** A student with an ACCEPTED area request, directed by a director of their own, as the defense needs. */
async function acceptedRequest() {
  const [s, director] = await Promise.all([w.student(), makeUser("ROLE_INSTRUCTOR")]);
  await w.allocate(director, 1);
  await (await getDb()).insert(tfgAreaManagers).values({ areaId: w.area1.id, userId: director.id });
  const id = (await w.request(s, director)).data.id as number;
  expect((await call("POST", accept, { as: w.admin, params: { id: String(id) } })).status).toBe(200);
  return { s, id, director };
}

async function court(chair: TestUser, secr: TestUser, voc: TestUser | null, starts: string[]) {
  const made = await call("POST", createCourt, {
    as: w.coordinator,
    json: {
      name: `Tribunal ${starts[0]}`,
      chairman: chair.externalId,
      secretary: secr.externalId,
      vocal: voc?.externalId ?? null,
      degreeIds: [w.degreeA.externalId],
      academicYearId: w.year.id,
    },
  });
  expect(made.status).toBe(201);
  const spans = [];
  for (const start of starts)
    spans.push(
      (await call("PUT", addSpan, { as: w.coordinator, params: { id: String(made.data.id) }, query: { start } })).data,
    );
  return {
    id: made.data.id as number,
    spans: spans as Array<{ id: number; start: string }>,
    crew: [chair, secr, voc ?? chair],
  };
}

/** An instructor who may direct projects of area 1 (for editing a request's director onto its court). */
async function areaDirector() {
  const x = await makeUser("ROLE_INSTRUCTOR");
  await w.allocate(x, 1);
  await (await getDb()).insert(tfgAreaManagers).values({ areaId: w.area1.id, userId: x.id });
  return x;
}

/** 'Editar instancia' as the admin: the same request with another director. */
const moveDirector = (requestId: number, to: TestUser) =>
  call("PATCH", editRequest, {
    as: w.admin,
    params: { id: String(requestId) },
    json: {
      degreeId: w.degreeA.externalId,
      termId: w.openTerm.id,
      areaId: w.area1.id,
      instructorId: to.externalId,
      provisionalTitle: "Un título",
    },
  });

/** A defense booked on a court's slot, naming the court's members (as the form shows them), or `crew`. */
const body = (
  c: { id: number; crew: TestUser[] },
  spanId: number,
  [a, b, v] = c.crew,
  extra: Record<string, unknown> = {},
) => ({
  termId: defenseTerm.id,
  courtId: c.id,
  timeSpanId: spanId,
  chairman: a!.externalId,
  secretary: b!.externalId,
  vocal: v!.externalId,
  title: "Mi TFG",
  ...extra,
});
const ask = (as: TestUser, requestId: number, json: unknown) =>
  call("POST", createDefense, { as, params: { id: String(requestId) }, json });
const p = (requestId: number, defenseId: number) => ({ id: String(requestId), defenseId: String(defenseId) });

beforeAll(async () => {
  w = await tfgWorld();
  members = await Promise.all(Array.from({ length: 6 }, () => makeUser("ROLE_INSTRUCTOR")));
  const hours = (h: number) => formatDateTime(new Date(Date.now() + h * 3_600_000));
  defenseTerm = (
    await call("POST", createTerm, {
      as: w.admin,
      json: {
        academicYearId: w.year.id,
        type: "DEFENSE",
        name: "Defensas",
        assignedDegreeIds: [w.degreeA.externalId],
        start: hours(-24),
        end: hours(24 * 30),
      },
    })
  ).data;
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
    const c = await court(members[0]!, members[1]!, members[2]!, [day(2, 9), day(2, 11)]);
    expect(c.spans[0]).toMatchObject({ start: day(2, 9), end: day(2, 11), reserved: false });
    const overlap = await call("PUT", addSpan, {
      as: w.coordinator,
      params: { id: String(c.id) },
      query: { start: day(2, 10) },
    });
    expect(overlap.status).toBe(409);
    const listed = await call("GET", listCourts, { as: w.secretary, query: { academicYearId: String(w.year.id) } });
    expect(listed.data.find((x: { id: number }) => x.id === c.id)).toMatchObject({
      chairman: members[0]!.externalId,
      vocal: members[2]!.externalId,
      degreeIds: [w.degreeA.externalId],
    });
    expect(
      (await call("GET", directors, { as: w.coordinator })).data.map((d: { externalId: string }) => d.externalId),
    ).toContain(members[0]!.externalId);

    const form = new FormData();
    form.set("file", new File([`start\n${day(3, 9)}\nno-es-fecha\n`], "franjas.csv", { type: "text/csv" }));
    const up = await call("POST", uploadSpans, { as: w.coordinator, params: { id: String(c.id) }, body: form });
    expect(up.data.success).toHaveLength(1);
    expect(up.data.failed).toHaveLength(1);

    const csv = await call("GET", courtsCsv, { as: w.coordinator, query: { academicYearId: String(w.year.id) } });
    expect(csv.res.headers.get("content-disposition")).toContain(encodeURIComponent("Tribunales de defensa.csv"));

    const { s, id } = await acceptedRequest();
    const made = await ask(s, id, body(c, c.spans[0]!.id));
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
    const empty = await court(members[3]!, members[4]!, null, [day(4, 9)]);
    const renamed = await call("PATCH", editCourt, {
      as: w.coordinator,
      params: { id: String(empty.id) },
      json: {
        name: "Renombrado",
        chairman: members[3]!.externalId,
        secretary: members[4]!.externalId,
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

describe("defense requests", () => {
  it("the student asks for a free slot; the slot is then reserved; a second student gets 409", async () => {
    const c = await court(members[0]!, members[1]!, members[2]!, [day(10, 9), day(10, 11)]);
    const a = await acceptedRequest();
    const b = await acceptedRequest();
    const made = await ask(a.s, a.id, body(c, c.spans[0]!.id));
    expect(made.status).toBe(201);
    expect(made.data).toMatchObject({
      requestId: a.id,
      defenseRequestStatus: "OPEN",
      title: "Mi TFG",
      start: day(10, 9),
      chairman: members[0]!.externalId,
      secretary: members[1]!.externalId,
      vocal: members[2]!.externalId,
      termId: defenseTerm.id,
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
    for (const crew of [members, [members[3]!, members[4]!, members[5]!]]) {
      expect(await ask(b.s, b.id, body(c, c.spans[0]!.id, crew))).toMatchObject({
        status: 409,
        data: { message: "La franja horaria ya está reservada por otra defensa" },
      });
    }
    const again = await ask(a.s, a.id, body(c, c.spans[1]!.id));
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
    ["the director as chairman", (d: TestUser) => [d, members[1]!, members[2]!], 0],
    ["the director as vocal", (d: TestUser) => [members[0]!, members[1]!, d], 2],
  ] as const)("refuses a court with %s (400 naming the seat)", async (_, crewOf, seat) => {
    const a = await acceptedRequest();
    const c = await court(...(crewOf(a.director) as [TestUser, TestUser, TestUser]), [day(21 + seat, 9)]);
    const message = `El ${seat === 0 ? "presidente" : "vocal"} del tribunal no puede ser el director del trabajo`;
    expect(await ask(a.s, a.id, body(c, c.spans[0]!.id))).toMatchObject({ status: 400, data: { message } });
  });

  it("a court member cannot become the project's director by editing the request (400 naming the seat)", async () => {
    const x = await areaDirector();
    const c = await court(x, members[1]!, members[2]!, [day(13, 9)]);
    const a = await acceptedRequest();
    expect((await ask(a.s, a.id, body(c, c.spans[0]!.id, [x, members[1]!, members[2]!]))).status).toBe(201);
    expect(await moveDirector(a.id, x)).toMatchObject({
      status: 400,
      data: {
        message: "El director no puede ser el presidente del tribunal de la defensa de este trabajo",
        errors: { instructorId: ["El director no puede ser el presidente del tribunal de la defensa de este trabajo"] },
      },
    });
    const other = await areaDirector();
    expect((await moveDirector(a.id, other)).status).toBe(200);
  });

  it("the slot length is the court's: 2 h unless the court sets another", async () => {
    const made = await call("POST", createCourt, {
      as: w.coordinator,
      json: {
        name: "Tribunal de 90 minutos",
        chairman: members[0]!.externalId,
        secretary: members[1]!.externalId,
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
    const c1 = await court(members[0]!, members[1]!, members[2]!, [day(12, 9)]);
    const c2 = await court(members[0]!, members[3]!, members[4]!, [day(12, 10)]);
    const a = await acceptedRequest();
    const b = await acceptedRequest();
    expect((await ask(a.s, a.id, body(c1, c1.spans[0]!.id))).status).toBe(201);
    const offered = await call("GET", courtsForRequest, { as: b.s, params: { requestId: String(b.id) } });
    expect(offered.data.find((x: { id: number }) => x.id === c2.id).timeSpans[0].reserved).toBe(true);
    const clash = await ask(b.s, b.id, body(c2, c2.spans[0]!.id, [members[0]!, members[3]!, members[4]!]));
    expect(clash).toMatchObject({
      status: 409,
      data: { message: "El presidente del tribunal ya tiene otra defensa en ese horario" },
    });
  });

  it("accept needs a place; transitions leave only from OPEN; reject and cancel free the slot; moving frees the old one", async () => {
    const c = await court(members[0]!, members[1]!, members[2]!, [day(14, 9), day(14, 11), day(14, 16)]);
    const a = await acceptedRequest();
    const b = await acceptedRequest();
    const first = (await ask(a.s, a.id, body(c, c.spans[0]!.id))).data;

    const moved = await call("PATCH", editDefense, {
      as: w.admin,
      params: p(a.id, first.id),
      json: body(c, c.spans[1]!.id),
    });
    expect(moved.data).toMatchObject({ timeSpanId: c.spans[1]!.id, start: day(14, 11) });
    const keep = await call("PATCH", editDefense, {
      as: w.admin,
      params: p(a.id, first.id),
      json: body(c, c.spans[1]!.id, c.crew, { title: "Otro" }),
    });
    expect(keep.data.title).toBe("Otro");
    expect((await ask(b.s, b.id, body(c, c.spans[0]!.id))).status).toBe(201);

    const noPlace = await call("POST", acceptDefense, {
      as: w.coordinator,
      params: p(a.id, first.id),
      json: { location: " " },
    });
    expect(noPlace).toMatchObject({ status: 400, data: { message: "Debes introducir un lugar para la defensa" } });
    const ok = await call("POST", acceptDefense, {
      as: w.coordinator,
      params: p(a.id, first.id),
      json: { location: "Aula 1.1" },
    });
    expect(ok.data).toMatchObject({ defenseRequestStatus: "ACCEPTED", location: "Aula 1.1" });
    for (const [handler, as, json] of [
      [acceptDefense, w.admin, { location: "X" }],
      [rejectDefense, w.admin, {}],
      [cancelDefense, a.s, undefined],
    ] as const) {
      expect((await call("POST", handler, { as, params: p(a.id, first.id), json })).status).toBe(409);
    }
    for (const who of [a.s, ...members.slice(0, 3)]) {
      const events = await tfgDefensesProvider.events(await getDb(), { id: who.id, role: who.role });
      expect(events.find((e) => e.uid.startsWith(`tfg-defense-${first.id}-`))).toMatchObject({
        location: "Aula 1.1",
        start: new Date(day(14, 11)),
      });
    }
    expect(await tfgDefensesProvider.events(await getDb(), { id: a.director.id, role: "ROLE_INSTRUCTOR" })).toEqual([]);
    const pdf = await call("GET", defensePdf, { as: a.s, params: p(a.id, first.id) });
    expect(pdf.res.headers.get("content-type")).toBe("application/pdf");
    const text = (await new PDFParse({ data: new Uint8Array(await pdf.res.arrayBuffer()) }).getText()).text;
    expect(text).toContain("Aula 1.1");

    const list = await call("GET", listDefenses, { as: b.s, query: {} });
    expect(list.data.totalElements).toBe(1);
    const second = list.data.content[0];
    expect((await call("GET", defensePdf, { as: b.s, params: p(b.id, second.id) })).status).toBe(409);
    expect((await call("POST", cancelDefense, { as: b.s, params: p(b.id, second.id) })).data.defenseRequestStatus).toBe(
      "CANCELED",
    );
    const c2 = await acceptedRequest();
    const third = await ask(c2.s, c2.id, body(c, c.spans[0]!.id));
    expect(third.status).toBe(201);
    const rejected = await call("POST", rejectDefense, {
      as: w.secretary,
      params: p(c2.id, third.data.id),
      json: { reason: "Sin memoria" },
    });
    expect(rejected.data).toMatchObject({ defenseRequestStatus: "REJECTED", rejectReason: "Sin memoria" });
    expect((await ask(b.s, b.id, body(c, c.spans[0]!.id))).status).toBe(201);
  });

  it("lists by scope: the student their own; DIRECTOR the director and the court members; GESTION the coordinator", async () => {
    const c = await court(members[0]!, members[1]!, members[2]!, [day(16, 9)]);
    const a = await acceptedRequest();
    const made = (await ask(a.s, a.id, body(c, c.spans[0]!.id))).data;
    const ids = async (as: TestUser, query: Record<string, string> = {}) =>
      (await call("GET", listDefenses, { as, query: { size: "100", ...query } })).data.content.map(
        (d: { id: number }) => d.id,
      );
    expect(await ids(a.s)).toEqual([made.id]);
    expect(await ids(a.director, { filter: "DIRECTOR" })).toContain(made.id);
    expect(await ids(members[2]!, { filter: "DIRECTOR" })).toContain(made.id);
    expect(await ids(members[2]!, { filter: "GESTION" })).not.toContain(made.id);
    expect(await ids(w.coordinator, { filter: "GESTION", tribunalId: String(c.id) })).toEqual([made.id]);
    expect(await ids(w.secretary, { status: "OPEN", requestId: String(a.id) })).toEqual([made.id]);
    const other = await w.student();
    expect((await call("POST", cancelDefense, { as: other, params: p(a.id, made.id) })).status).toBe(404);
  });
});

// PGlite runs one transaction at a time, so races only mean something on real PostgreSQL.
describe.skipIf(!process.env.DATABASE_URL)("slots and members under concurrency (PostgreSQL)", () => {
  it("three students asking for the same slot at once: exactly one wins, the others get 409, every round", async () => {
    for (let round = 0; round < 5; round++) {
      const c = await court(members[0]!, members[1]!, members[2]!, [day(25, 8 + round * 2)]);
      const students = await Promise.all([acceptedRequest(), acceptedRequest(), acceptedRequest()]);
      const answers = await Promise.all(students.map((st) => ask(st.s, st.id, body(c, c.spans[0]!.id))));
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
      const offered = await call("GET", courtsForRequest, {
        as: w.admin,
        params: { requestId: String(students[0]!.id) },
      });
      expect(offered.data.find((x: { id: number }) => x.id === c.id).timeSpans[0].reserved).toBe(true);
    }
  });

  it("a defense seating a member while staff make that member the director: never both, every round", async () => {
    for (let round = 0; round < 5; round++) {
      const x = await areaDirector();
      const c = await court(x, members[1]!, members[2]!, [day(29, 8 + round * 2)]);
      const a = await acceptedRequest();
      const [made, moved] = await Promise.all([
        ask(a.s, a.id, body(c, c.spans[0]!.id, [x, members[1]!, members[2]!])),
        moveDirector(a.id, x),
      ]);
      expect([
        [201, 400],
        [400, 200],
      ]).toContainEqual([made.status, moved.status]);
    }
  });

  it("one member asked for two overlapping slots of different courts at once: exactly one defense gets them", async () => {
    for (let round = 0; round < 5; round++) {
      const shared = await makeUser("ROLE_INSTRUCTOR");
      const c1 = await court(shared, members[1]!, members[2]!, [day(27, 8 + round * 2)]);
      const c2 = await court(shared, members[4]!, members[5]!, [
        new Date(Date.parse(day(27, 8 + round * 2)) + 3_600_000).toISOString(),
      ]);
      const [a, b] = await Promise.all([acceptedRequest(), acceptedRequest()]);
      const answers = await Promise.all([
        ask(a.s, a.id, body(c1, c1.spans[0]!.id, [shared, members[1]!, members[2]!])),
        ask(b.s, b.id, body(c2, c2.spans[0]!.id, [shared, members[4]!, members[5]!])),
      ]);
      expect(answers.map((x) => x.status).sort()).toEqual([201, 409]);
      expect(answers.find((x) => x.status === 409)!.data.message).toBe(
        "El presidente del tribunal ya tiene otra defensa en ese horario",
      );
    }
  });
});
