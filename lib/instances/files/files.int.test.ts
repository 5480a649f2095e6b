import { beforeAll, describe, expect, it } from "vitest";
import { POST as cancel } from "@/app/instances-api/instances/[id]/cancel/route";
import { GET as getResponseFile, POST as postResponseFile } from "@/app/instances-api/instances/[id]/file/route";
import { GET as detail } from "@/app/instances-api/instances/[id]/route";
import { GET as getStudentFile, POST as postStudentFile } from "@/app/instances-api/instances/[id]/studentFile/route";
import { GET as list } from "@/app/instances-api/instances/route";
import { call, type TestUser } from "@/lib/testing/fixtures";
import { fileOf, p, requestsWorld, type RequestsWorld } from "@/lib/testing/instance-requests";

let w: RequestsWorld;
let student: TestUser, other: TestUser, secretary: TestUser, coordinator: TestUser;

beforeAll(async () => {
  w = await requestsWorld();
  ({ student, other, secretary, coordinator } = w);
});

describe("files and ownership", () => {
  it("the student attaches and replaces their file; both files download for the owner and staff", async () => {
    const id = await w.newRequest();
    const up = await call("POST", postStudentFile, { as: student, params: p(id), body: await fileOf("justificante") });
    expect(up).toMatchObject({
      status: 200,
      data: { fileName: "justificante.pdf", message: "El fichero se ha subido correctamente" },
    });
    await call("POST", postStudentFile, { as: student, params: p(id), body: await fileOf("justificante-2") });
    expect((await w.read(id)).studentFileName).toBe("justificante-2.pdf");
    expect((await call("GET", getResponseFile, { as: student, params: p(id) })).status).toBe(404);
    await call("POST", postResponseFile, { as: secretary, params: p(id), body: await fileOf("respuesta") });
    for (const as of [student, secretary, coordinator]) {
      const own = await call("GET", getStudentFile, { as, params: p(id) });
      expect(own.status).toBe(200);
      expect(own.res.headers.get("content-disposition")).toContain("justificante-2.pdf");
      expect(
        (await call("GET", getResponseFile, { as, params: p(id) })).res.headers.get("content-disposition"),
      ).toContain("respuesta.pdf");
    }
    expect((await w.read(id)).history.map((h: { action: string }) => h.action)).toEqual([
      "CREATE",
      "STUDENT_FILE",
      "STUDENT_FILE",
      "RESPONSE_FILE",
    ]);
    expect(
      (await call("POST", postStudentFile, { as: student, params: p(id), body: new FormData() })).data.message,
    ).toBe("No se ha adjuntado ningún fichero");
  });

  it("another student reaches neither the request nor its files (404), nor lists it", async () => {
    const id = await w.newRequest();
    await call("POST", postStudentFile, { as: student, params: p(id), body: await fileOf("privado") });
    for (const [method, handler, body] of [
      ["GET", detail, undefined],
      ["GET", getStudentFile, undefined],
      ["GET", getResponseFile, undefined],
      ["POST", postStudentFile, await fileOf("intruso")],
      ["POST", cancel, undefined],
    ] as const) {
      const res = await call(method, handler, { as: other, params: p(id), body });
      expect(res.status, `${method} ${handler.name}`).toBe(404);
    }
    const theirs = (await call("GET", list, { as: other, query: { size: "100" } })).data.content.map(
      (r: { id: number }) => r.id,
    );
    expect(theirs).not.toContain(id);
    expect(
      (await call("GET", list, { as: student, query: { userExternalId: other.externalId } })).data.totalElements,
    ).toBe(0);
    const mine = (await call("GET", list, { as: student, query: { size: "100" } })).data.content;
    expect(mine.map((r: { id: number }) => r.id)).toContain(id);
    expect(mine.every((r: { userExternalId: string }) => r.userExternalId === student.externalId)).toBe(true);
    expect((await w.read(id, student)).status).toBe("OPEN");
  });
});
