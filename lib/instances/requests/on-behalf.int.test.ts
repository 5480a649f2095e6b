import { beforeAll, describe, expect, it } from "vitest";
import { GET as userInfo } from "@/app/instances-api/data/users/info/route";
import { GET as findUser } from "@/app/instances-api/data/users/[userId]/route";
import { call, uniq, type TestUser } from "@/lib/testing/fixtures";
import { emailOf, mails, registryEntry, requestsWorld, type RequestsWorld } from "@/lib/testing/instance-requests";

const MISSING = "Por favor, rellena los datos del alumno externo";

let w: RequestsWorld;
let student: TestUser, other: TestUser, secretary: TestUser, coordinator: TestUser, templateName: string;

beforeAll(async () => {
  w = await requestsWorld();
  ({ student, other, secretary, coordinator, templateName } = w);
});

describe("on behalf of a student", () => {
  it("staff file for a portal student by externalId or DNI: book general", async () => {
    for (const [as, key] of [
      [secretary, student.externalId],
      [coordinator, `DNI${student.dni.slice(3)}`],
    ] as const) {
      const res = await w.post(as, { userId: key, userText: "Presentada en ventanilla" });
      expect(res.status, JSON.stringify(res.data)).toBe(201);
      expect((await w.read(res.data.id)).userExternalId).toBe(student.externalId);
      expect(await registryEntry(res.data.entryCode)).toMatchObject({
        bookType: "general",
        type: "ENTRY",
        userId: student.id,
        createdBy: as.id,
      });
    }
  });

  it("a coordinator cannot file for a student outside their courses (404); staff must say for whom (400)", async () => {
    expect((await w.post(coordinator, { userId: other.externalId })).status).toBe(404);
    expect(await w.post(secretary, {})).toMatchObject({
      status: 400,
      data: { message: "Selecciona un alumno o rellena los datos del alumno externo" },
    });
  });

  const external = {
    external: true,
    dni: "12345678Z",
    givenName: "Marta",
    surname1: "Externa",
    email: `marta-${uniq()}@correo.test`,
  };

  it("files for an external student: shown as external, e-mailed to their address, no user in the registry", async () => {
    const res = await w.post(coordinator, {
      ...external,
      city: "Ávila",
      mobilePhone: "600000000",
      userText: "Solicito acceso",
    });
    expect(res.status, JSON.stringify(res.data)).toBe(201);
    expect(await w.read(res.data.id)).toMatchObject({
      external: true,
      userExternalId: null,
      dni: "12345678Z",
      givenName: "Marta",
      surname1: "Externa",
      email: external.email,
      city: "Ávila",
      mobilePhone: "600000000",
      state: null,
    });
    expect(await registryEntry(res.data.entryCode)).toMatchObject({ bookType: "general", userId: null });
    const [mail] = await mails(external.email);
    expect(mail).toMatchObject({ recipientUserId: null, subject: `Instancia registrada: ${templateName}` });
    expect((await w.post(secretary, { ...external, dni: "x1234567l" })).status).toBe(201);
  });

  it.each([
    ["no DNI", { dni: "" }, "dni", MISSING],
    ["no name", { givenName: undefined }, "givenName", MISSING],
    ["no surname", { surname1: " " }, "surname1", MISSING],
    ["no e-mail", { email: null }, "email", MISSING],
    ["a wrong DNI letter", { dni: "12345678A" }, "dni", "El DNI/NIE del alumno externo no es válido"],
    ["a wrong NIE letter", { dni: "X1234567A" }, "dni", "El DNI/NIE del alumno externo no es válido"],
    ["a malformed DNI", { dni: "1234" }, "dni", "El DNI/NIE del alumno externo no es válido"],
    ["a malformed e-mail", { email: "marta@" }, "email", "El correo electrónico del alumno externo no es válido"],
  ])("refuses an external student with %s", async (_, over, field, message) => {
    const res = await w.post(secretary, { ...external, ...over });
    expect(res.status).toBe(400);
    expect(res.data.errors[field]).toEqual([message]);
  });

  it("looks students up for staff, and tells each user their own data", async () => {
    expect((await call("GET", findUser, { as: secretary, params: { userId: student.externalId } })).data).toMatchObject(
      { externalId: student.externalId, dni: student.dni },
    );
    expect((await call("GET", findUser, { as: coordinator, params: { userId: other.externalId } })).status).toBe(404);
    expect((await call("GET", userInfo, { as: student })).data).toMatchObject({
      externalId: student.externalId,
      email: await emailOf(student),
    });
  });
});
