import { beforeAll, describe, expect, it } from "vitest";
import { POST as cancel } from "@/app/instances-api/instances/[id]/cancel/route";
import { POST as close } from "@/app/instances-api/instances/[id]/close/route";
import { POST as postResponseFile } from "@/app/instances-api/instances/[id]/file/route";
import { GET as detail, PATCH as patch } from "@/app/instances-api/instances/[id]/route";
import { POST as postStudentFile } from "@/app/instances-api/instances/[id]/studentFile/route";
import { call, type TestUser } from "@/lib/testing/fixtures";
import {
  emailOf,
  fileOf,
  mails,
  p,
  registryEntry,
  requestsWorld,
  type RequestsWorld,
} from "@/lib/testing/instance-requests";

const CODE = (letter: "E" | "S") => new RegExp(`^${letter}-\\d{4}-\\d{6}$`);
const UPDATE_ERROR = "Ha habido un error al actualizar la instancia";

let w: RequestsWorld;
let student: TestUser, secretary: TestUser, coordinator: TestUser, templateName: string;

beforeAll(async () => {
  w = await requestsWorld();
  ({ student, secretary, coordinator, templateName } = w);
});

describe("transitions", () => {
  it("a student cancels an OPEN request once; then nothing else moves it and no file goes in", async () => {
    const id = await w.newRequest();
    const res = await call("POST", cancel, { as: student, params: p(id) });
    expect(res.data).toMatchObject({ id, status: "CANCELED" });
    const code = (await w.read(id)).entryCode;
    expect((await mails(await emailOf(student))).at(-1)!.text).toBe(
      `Tu instancia «${templateName}» se ha cancelado. Estado: Cancelada. Código de registro de entrada: ${code}.`,
    );
    for (const [handler, as, json] of [
      [cancel, student, undefined],
      [close, secretary, undefined],
    ] as const)
      expect(await call("POST", handler, { as, params: p(id), json })).toMatchObject({
        status: 409,
        data: { message: UPDATE_ERROR },
      });
    for (const json of [{ instructorText: "Respuesta" }, { status: "IN_PROCESS" }]) {
      expect((await call("PATCH", patch, { as: secretary, params: p(id), json })).status).toBe(409);
    }
    expect((await call("PATCH", patch, { as: coordinator, params: p(id), json: { status: "OPEN" } })).status).toBe(409);
    for (const [handler, as] of [
      [postStudentFile, student],
      [postResponseFile, secretary],
    ] as const) {
      expect(await call("POST", handler, { as, params: p(id), body: await fileOf("tarde") })).toMatchObject({
        status: 409,
        data: { message: "No se pueden subir ni reemplazar ficheros de una instancia cerrada o cancelada" },
      });
    }
  });

  it("the secretary answers (OPEN → IN_PROCESS, e-mailed), answers again, and closes with an EXIT in the registry", async () => {
    const id = await w.newRequest();
    const email = await emailOf(student);
    const answered = await call("PATCH", patch, {
      as: secretary,
      params: p(id),
      json: { instructorText: "Adjuntamos el certificado" },
    });
    expect(answered.data).toMatchObject({ id, status: "IN_PROCESS" });
    const entryCode = (await w.read(id)).entryCode;
    expect((await mails(email)).at(-1)!.text).toBe(
      `Tu instancia «${templateName}» ha recibido una respuesta. Estado: En proceso. Código de registro de entrada: ${entryCode}.`,
    );
    expect(
      (await call("PATCH", patch, { as: secretary, params: p(id), json: { instructorText: "Corregido" } })).data.status,
    ).toBe("IN_PROCESS");
    expect((await call("PATCH", patch, { as: secretary, params: p(id), json: { status: "IN_PROCESS" } })).status).toBe(
      409,
    );

    const closed = await call("POST", close, { as: secretary, params: p(id) });
    expect(closed.data).toMatchObject({ id, status: "CLOSED", exitCode: expect.stringMatching(CODE("S")) });
    const row = await w.read(id, student);
    expect(row).toMatchObject({
      status: "CLOSED",
      instructorText: "Corregido",
      closedBy: expect.stringMatching(/^Prueba Usuario /),
      closed: expect.any(String),
      exitCode: closed.data.exitCode,
      entryCode,
    });
    expect(row.registrations.map((r: { kind: string }) => r.kind)).toEqual(["ENTRY", "EXIT"]);
    expect(await registryEntry(closed.data.exitCode)).toMatchObject({
      bookType: "general",
      type: "EXIT",
      userId: student.id,
      createdBy: secretary.id,
      documentType: `Instancia: ${templateName}`,
    });
    expect((await mails(email)).at(-1)!.text).toBe(
      `Tu instancia «${templateName}» se ha cerrado. Estado: Cerrada. Código de registro de salida: ${closed.data.exitCode} (entrada: ${entryCode}).`,
    );
    expect((await call("POST", close, { as: secretary, params: p(id) })).status).toBe(409);
  });

  it("PATCH {status: IN_PROCESS} moves an OPEN request without an answer or an e-mail; close works from OPEN too", async () => {
    const id = await w.newRequest();
    const before = (await mails(await emailOf(student))).length;
    expect(
      (await call("PATCH", patch, { as: secretary, params: p(id), json: { status: "IN_PROCESS" } })).data.status,
    ).toBe("IN_PROCESS");
    expect((await mails(await emailOf(student))).length).toBe(before);
    const direct = await w.newRequest();
    expect((await call("POST", close, { as: secretary, params: p(direct) })).data.status).toBe("CLOSED");
  });

  it("the coordinator reopens a CLOSED request (closing data cleared, e-mailed); closing again writes a new EXIT code", async () => {
    const id = await w.newRequest();
    const first = (await call("POST", close, { as: secretary, params: p(id) })).data.exitCode;
    expect((await call("PATCH", patch, { as: secretary, params: p(id), json: { status: "OPEN" } })).status).toBe(403);
    const reopened = await call("PATCH", patch, { as: coordinator, params: p(id), json: { status: "OPEN" } });
    expect(reopened.data).toMatchObject({ id, status: "OPEN" });
    const row = await w.read(id);
    expect(row).toMatchObject({ status: "OPEN", closed: null, closedBy: null });
    expect((await mails(await emailOf(student))).at(-1)!.text).toBe(
      `Tu instancia «${templateName}» se ha reabierto. Estado: Abierta. Código de registro de entrada: ${row.entryCode}.`,
    );
    expect((await call("PATCH", patch, { as: coordinator, params: p(id), json: { status: "OPEN" } })).status).toBe(409);
    const second = (await call("POST", close, { as: secretary, params: p(id) })).data.exitCode;
    expect(second).not.toBe(first);
    expect(
      (await w.read(id)).history.map((h: { action: string; status: string }) => `${h.action}:${h.status}`),
    ).toEqual(["CREATE:OPEN", "CLOSE:CLOSED", "REOPEN:OPEN", "CLOSE:CLOSED"]);
  });

  it.each([
    ["a coordinator answering", () => coordinator, { instructorText: "No" }, 403],
    ["a coordinator setting IN_PROCESS", () => coordinator, { status: "IN_PROCESS" }, 403],
    ["both fields", () => secretary, { instructorText: "x", status: "IN_PROCESS" }, 400],
    ["no field", () => secretary, {}, 400],
    ["an unknown status", () => secretary, { status: "CLOSED" }, 400],
  ])("PATCH refuses %s", async (_, as, json, status) => {
    const id = await w.newRequest();
    expect((await call("PATCH", patch, { as: as(), params: p(id), json })).status).toBe(status);
    expect((await w.read(id)).status).toBe("OPEN");
  });

  it("404 for a request that does not exist", async () => {
    expect((await call("POST", close, { as: secretary, params: p(99999999) })).status).toBe(404);
    expect(
      (await call("PATCH", patch, { as: secretary, params: p(99999999), json: { status: "IN_PROCESS" } })).status,
    ).toBe(404);
    expect((await call("GET", detail, { as: secretary, params: p(99999999) })).status).toBe(404);
  });
});
