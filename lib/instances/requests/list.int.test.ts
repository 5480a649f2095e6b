import { beforeAll, describe, expect, it } from "vitest";
import { POST as cancel } from "@/app/instances-api/instances/[id]/cancel/route";
import { POST as close } from "@/app/instances-api/instances/[id]/close/route";
import { PATCH as patch } from "@/app/instances-api/instances/[id]/route";
import { GET as exportCsv } from "@/app/instances-api/instances/export/route";
import { GET as list } from "@/app/instances-api/instances/route";
import { zonedToday } from "@/lib/dates";
import { call, makeUser, uniq, type TestUser } from "@/lib/testing/fixtures";
import { p, requestsWorld, type RequestsWorld } from "@/lib/testing/instance-requests";

let w: RequestsWorld;
let secretary: TestUser, coordinator: TestUser, templateName: string;

beforeAll(async () => {
  w = await requestsWorld();
  ({ secretary, coordinator, templateName } = w);
});

describe("the staff list 'Solicitudes en proceso'", () => {
  let ids: number[];
  let someone: TestUser;
  beforeAll(async () => {
    someone = await makeUser("ROLE_STUDENT", { dni: `F${uniq()}` });
    ids = [];
    for (let i = 0; i < 12; i++) ids.push(await w.newRequest(someone));
    await call("POST", close, { as: secretary, params: p(ids[0]!) });
    await call("PATCH", patch, { as: secretary, params: p(ids[1]!), json: { status: "IN_PROCESS" } });
    await call("POST", cancel, { as: someone, params: p(ids[2]!) });
  });
  const find = async (query: Record<string, string>, path?: string) =>
    (
      await call("GET", list, {
        as: coordinator,
        query: { userExternalId: someone.externalId, size: "100", ...query },
        path,
      })
    ).data;

  it("filters by student, DNI, id, instance and every status, repeated or comma-separated; empty filters are dropped", async () => {
    expect((await find({})).totalElements).toBe(12);
    expect((await find({ studentId: someone.dni.toLowerCase() })).totalElements).toBe(12);
    expect((await find({ id: String(ids[3]) })).content.map((r: { id: number }) => r.id)).toEqual([ids[3]]);
    expect((await find({ instance: templateName.slice(0, 12).toLowerCase() })).totalElements).toBe(12);
    expect((await find({ instance: "no existe" })).totalElements).toBe(0);
    expect((await find({ status: "CLOSED,CANCELED" })).content.map((r: { id: number }) => r.id).sort()).toEqual(
      [ids[0], ids[2]].sort(),
    );
    expect((await find({}, "/api/test?status=OPEN&status=IN_PROCESS")).totalElements).toBe(10);
    expect((await find({ status: "", instance: "", studentId: "", createdFrom: "", external: "" })).totalElements).toBe(
      12,
    );
    expect((await find({ external: "true" })).totalElements).toBe(0);
    expect((await find({ external: "false" })).totalElements).toBe(12);
    expect((await call("GET", list, { as: secretary, query: { status: "LOST" } })).status).toBe(400);
  });

  it("filters by creation and closing dates (days in the portal's time zone), sorts by creation descending, and pages", async () => {
    const today = zonedToday();
    expect((await find({ createdFrom: today, createdTo: today })).totalElements).toBe(12);
    expect((await find({ createdTo: "2000-01-01" })).totalElements).toBe(0);
    expect((await find({ closedFrom: today, closedTo: today })).content.map((r: { id: number }) => r.id)).toEqual([
      ids[0],
    ]);
    const page = await find({ size: "5", page: "1" });
    expect(page.totalElements).toBe(12);
    expect(page.content.map((r: { id: number }) => r.id)).toEqual([...ids].reverse().slice(5, 10));
  });

  it("exports every filtered row as CSV, not just one page", async () => {
    const res = await call("GET", exportCsv, {
      as: secretary,
      query: { userExternalId: someone.externalId, size: "5" },
    });
    expect(res.res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const lines = (res.data as string).trim().split("\r\n");
    expect(lines[0]).toContain(
      "Alumno,Nombre de la instancia,Nombre del alumno,Apellidos del alumno,DNI del alumno,Fecha de creación,Estado",
    );
    expect(lines).toHaveLength(13);
    expect(res.data).toContain("Cerrada");
    expect(res.data).toContain("Cancelada");
  });

  it("rows show the columns of section 2", async () => {
    const [row] = (await find({ id: String(ids[0]) })).content;
    expect(row).toMatchObject({
      userExternalId: someone.externalId,
      templateName,
      givenName: "Prueba",
      surname1: expect.stringMatching(/^Usuario /),
      dni: someone.dni,
      status: "CLOSED",
      userText: "Solicito un certificado",
      external: false,
    });
  });
});
