import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as userInfo } from "@/app/instances-api/data/users/info/route";
import { GET as findUser } from "@/app/instances-api/data/users/[userId]/route";
import { POST as cancel } from "@/app/instances-api/instances/[id]/cancel/route";
import { POST as close } from "@/app/instances-api/instances/[id]/close/route";
import { GET as getResponseFile, POST as postResponseFile } from "@/app/instances-api/instances/[id]/file/route";
import { GET as detail, PATCH as patch } from "@/app/instances-api/instances/[id]/route";
import { GET as getStudentFile, POST as postStudentFile } from "@/app/instances-api/instances/[id]/studentFile/route";
import { GET as exportCsv } from "@/app/instances-api/instances/export/route";
import { GET as list, POST as create } from "@/app/instances-api/instances/route";
import { getDb } from "@/db";
import { outbox, registryEntries, users } from "@/db/schema";
import { multipart, pdf } from "@/lib/testing/files";
import { call, makeUser, uniq, type TestUser } from "@/lib/testing/fixtures";
import { addMember, makeCourse, makeDegree } from "@/lib/testing/reference";
import { MESSAGES } from "./schemas";
import { instancesWorld, iso } from "@/lib/testing/instances";
import { zonedToday } from "@/lib/dates";

let world: Awaited<ReturnType<typeof instancesWorld>>;
let student: TestUser, other: TestUser, secretary: TestUser, coordinator: TestUser;
let templateId: number, templateName: string;
const CODE = (letter: "E" | "S") => new RegExp(`^${letter}-\\d{4}-\\d{6}$`);
const UPDATE_ERROR = "Ha habido un error al actualizar la instancia";

const p = (id: number) => ({ id: String(id) });
const post = (as: TestUser, json: Record<string, unknown>) =>
  call("POST", create, { as, json: { templateId, ...json } });
const fileOf = async (text: string) => multipart("file", await pdf(text), `${text}.pdf`);
const read = async (id: number, as: TestUser = secretary) => (await call("GET", detail, { as, params: p(id) })).data;
const mails = async (recipient: string) => {
  const db = await getDb();
  return db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(asc(outbox.id));
};
const entry = async (code: string) => {
  const db = await getDb();
  const [row] = await db.select().from(registryEntries).where(eq(registryEntries.code, code));
  return row!;
};
const newRequest = async (as: TestUser = student, json: Record<string, unknown> = {}) => {
  const res = await post(as, { userText: "Solicito un certificado", ...json });
  expect(res.status, JSON.stringify(res.data)).toBe(201);
  return res.data.id as number;
};

beforeAll(async () => {
  world = await instancesWorld();
  const tag = uniq();
  [student, other, secretary, coordinator] = await Promise.all([
    makeUser("ROLE_STUDENT", { email: `alumna-${tag}@universidad.test`, dni: `dni${tag}` }),
    makeUser("ROLE_STUDENT", { email: `otro-${tag}@universidad.test` }),
    makeUser("ROLE_SECR"),
    makeUser("ROLE_COORD"),
  ]);
  const course = await makeCourse((await makeDegree()).id);
  await addMember(course.id, student.id, "STUDENT");
  await addMember(course.id, coordinator.id, "COORDINATOR");
  templateName = `Certificado académico ${tag}`;
  templateId = await world.template({ name: templateName });
});

const emailOf = async (u: TestUser) => {
  const db = await getDb();
  return (await db.select({ email: users.email }).from(users).where(eq(users.id, u.id)))[0]!.email!;
};

describe("a student files a request", () => {
  it("OPEN, registered as an ENTRY in the alumonline book with its text as motivo, and e-mailed", async () => {
    const res = await post(student, { userText: "Necesito el certificado para una beca" });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      id: expect.any(Number),
      status: "OPEN",
      entryCode: expect.stringMatching(CODE("E")),
      message: "La instancia ha sido creada correctamente",
    });
    const row = await read(res.data.id, student);
    expect(row).toMatchObject({
      templateId,
      templateName,
      templateType: world.type.name,
      status: "OPEN",
      userText: "Necesito el certificado para una beca",
      instructorText: null,
      userExternalId: student.externalId,
      external: false,
      entryCode: res.data.entryCode,
      exitCode: null,
      closed: null,
      closedBy: null,
    });
    expect(row.history).toEqual([
      expect.objectContaining({
        action: "CREATE",
        status: "OPEN",
        changedBy: expect.stringContaining(student.externalId),
      }),
    ]);
    const book = await entry(res.data.entryCode);
    expect(book).toMatchObject({
      bookType: "alumonline",
      type: "ENTRY",
      termId: world.year.id,
      userId: student.id,
      text: "Necesito el certificado para una beca",
      createdBy: student.id,
    });
    expect(book.documentType).toBe(`Instancia ${res.data.id}: ${templateName}`);
    const mail = (await mails(await emailOf(student))).at(-1)!;
    expect(mail).toMatchObject({
      channel: "EMAIL",
      status: "QUEUED",
      recipientUserId: student.id,
      subject: `Instancia registrada: ${templateName}`,
    });
    expect(mail.text).toBe(
      `Se ha registrado su instancia «${templateName}». Estado: Abierta. Código de registro de entrada: ${res.data.entryCode}.`,
    );
  });

  it("takes a comment of 200 characters and refuses 201 with 400", async () => {
    expect((await post(student, { userText: "a".repeat(200) })).status).toBe(201);
    const long = await post(student, { userText: "a".repeat(201) });
    expect(long).toMatchObject({ status: 400, data: { message: "El comentario no puede superar los 200 caracteres" } });
  });

  it.each([
    ["inactive", { active: false }],
    ["past", { start: iso(-5), end: iso(-1) }],
    ["future", { start: iso(1), end: iso(3) }],
  ])("refuses a %s template with 400", async (_, over) => {
    const closedTemplate = await world.template(over);
    const res = await post(student, { templateId: closedTemplate });
    expect(res).toMatchObject({ status: 400, data: { message: MESSAGES.templateNotOpen } });
    expect((await post(student, { templateId: 99999999 })).status).toBe(400);
  });

  it("ignores a student's attempt to file for someone else", async () => {
    const id = await newRequest(student, { userId: other.externalId, external: false });
    expect((await read(id)).userExternalId).toBe(student.externalId);
  });
});

describe("files and ownership", () => {
  it("the student attaches and replaces their file; both files download for the owner and staff", async () => {
    const id = await newRequest();
    const up = await call("POST", postStudentFile, { as: student, params: p(id), body: await fileOf("justificante") });
    expect(up).toMatchObject({
      status: 200,
      data: { fileName: "justificante.pdf", message: "El fichero se ha subido correctamente" },
    });
    await call("POST", postStudentFile, { as: student, params: p(id), body: await fileOf("justificante-2") });
    expect((await read(id)).studentFileName).toBe("justificante-2.pdf");
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
    expect((await read(id)).history.map((h: { action: string }) => h.action)).toEqual([
      "CREATE",
      "STUDENT_FILE",
      "STUDENT_FILE",
      "RESPONSE_FILE",
    ]);
    expect(
      (await call("POST", postStudentFile, { as: student, params: p(id), body: new FormData() })).data.message,
    ).toBe(MESSAGES.fileMissing);
  });

  it("another student reaches neither the request nor its files (404), nor lists it", async () => {
    const id = await newRequest();
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
    expect((await read(id, student)).status).toBe("OPEN");
  });
});

describe("transitions", () => {
  it("a student cancels an OPEN request once; then nothing else moves it and no file goes in", async () => {
    const id = await newRequest();
    const res = await call("POST", cancel, { as: student, params: p(id) });
    expect(res.data).toMatchObject({ id, status: "CANCELED" });
    const code = (await read(id)).entryCode;
    expect((await mails(await emailOf(student))).at(-1)!.text).toBe(
      `Su instancia «${templateName}» se ha cancelado. Estado: Cancelada. Código de registro de entrada: ${code}.`,
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
        data: { message: MESSAGES.fileLocked },
      });
    }
  });

  it("the secretary answers (OPEN → IN_PROCESS, e-mailed), answers again, and closes with an EXIT in the registry", async () => {
    const id = await newRequest();
    const email = await emailOf(student);
    const answered = await call("PATCH", patch, {
      as: secretary,
      params: p(id),
      json: { instructorText: "Adjuntamos el certificado" },
    });
    expect(answered.data).toMatchObject({ id, status: "IN_PROCESS" });
    const entryCode = (await read(id)).entryCode;
    expect((await mails(email)).at(-1)!.text).toBe(
      `Su instancia «${templateName}» ha recibido una respuesta. Estado: En proceso. Código de registro de entrada: ${entryCode}.`,
    );
    expect(
      (await call("PATCH", patch, { as: secretary, params: p(id), json: { instructorText: "Corregido" } })).data.status,
    ).toBe("IN_PROCESS");
    expect((await call("PATCH", patch, { as: secretary, params: p(id), json: { status: "IN_PROCESS" } })).status).toBe(
      409,
    );

    const closed = await call("POST", close, { as: secretary, params: p(id) });
    expect(closed.data).toMatchObject({ id, status: "CLOSED", exitCode: expect.stringMatching(CODE("S")) });
    const row = await read(id, student);
    expect(row).toMatchObject({
      status: "CLOSED",
      instructorText: "Corregido",
      closedBy: secretary.externalId,
      closed: expect.any(String),
      exitCode: closed.data.exitCode,
      entryCode,
    });
    expect(row.registrations.map((r: { kind: string }) => r.kind)).toEqual(["ENTRY", "EXIT"]);
    expect(await entry(closed.data.exitCode)).toMatchObject({
      bookType: "general",
      type: "EXIT",
      userId: student.id,
      createdBy: secretary.id,
      documentType: `Instancia ${id}: ${templateName}`,
    });
    expect((await mails(email)).at(-1)!.text).toBe(
      `Su instancia «${templateName}» se ha cerrado. Estado: Cerrada. Código de registro de salida: ${closed.data.exitCode} (entrada: ${entryCode}).`,
    );
    expect((await call("POST", close, { as: secretary, params: p(id) })).status).toBe(409);
  });

  it("PATCH {status: IN_PROCESS} moves an OPEN request without an answer or an e-mail; close works from OPEN too", async () => {
    const id = await newRequest();
    const before = (await mails(await emailOf(student))).length;
    expect(
      (await call("PATCH", patch, { as: secretary, params: p(id), json: { status: "IN_PROCESS" } })).data.status,
    ).toBe("IN_PROCESS");
    expect((await mails(await emailOf(student))).length).toBe(before);
    const direct = await newRequest();
    expect((await call("POST", close, { as: secretary, params: p(direct) })).data.status).toBe("CLOSED");
  });

  it("the coordinator reopens a CLOSED request (closing data cleared, e-mailed); closing again writes a new EXIT code", async () => {
    const id = await newRequest();
    const first = (await call("POST", close, { as: secretary, params: p(id) })).data.exitCode;
    expect((await call("PATCH", patch, { as: secretary, params: p(id), json: { status: "OPEN" } })).status).toBe(403);
    const reopened = await call("PATCH", patch, { as: coordinator, params: p(id), json: { status: "OPEN" } });
    expect(reopened.data).toMatchObject({ id, status: "OPEN" });
    const row = await read(id);
    expect(row).toMatchObject({ status: "OPEN", closed: null, closedBy: null });
    expect((await mails(await emailOf(student))).at(-1)!.text).toBe(
      `Su instancia «${templateName}» se ha reabierto. Estado: Abierta. Código de registro de entrada: ${row.entryCode}.`,
    );
    expect((await call("PATCH", patch, { as: coordinator, params: p(id), json: { status: "OPEN" } })).status).toBe(409);
    const second = (await call("POST", close, { as: secretary, params: p(id) })).data.exitCode;
    expect(second).not.toBe(first);
    expect((await read(id)).history.map((h: { action: string; status: string }) => `${h.action}:${h.status}`)).toEqual([
      "CREATE:OPEN",
      "CLOSE:CLOSED",
      "REOPEN:OPEN",
      "CLOSE:CLOSED",
    ]);
  });

  it.each([
    ["a coordinator answering", () => coordinator, { instructorText: "No" }, 403],
    ["a coordinator setting IN_PROCESS", () => coordinator, { status: "IN_PROCESS" }, 403],
    ["both fields", () => secretary, { instructorText: "x", status: "IN_PROCESS" }, 400],
    ["no field", () => secretary, {}, 400],
    ["an unknown status", () => secretary, { status: "CLOSED" }, 400],
  ])("PATCH refuses %s", async (_, as, json, status) => {
    const id = await newRequest();
    expect((await call("PATCH", patch, { as: as(), params: p(id), json })).status).toBe(status);
    expect((await read(id)).status).toBe("OPEN");
  });

  it("404 for a request that does not exist", async () => {
    expect((await call("POST", close, { as: secretary, params: p(99999999) })).status).toBe(404);
    expect(
      (await call("PATCH", patch, { as: secretary, params: p(99999999), json: { status: "IN_PROCESS" } })).status,
    ).toBe(404);
    expect((await call("GET", detail, { as: secretary, params: p(99999999) })).status).toBe(404);
  });
});

describe("on behalf of a student", () => {
  it("staff file for a portal student by externalId or DNI: book general", async () => {
    for (const [as, key] of [
      [secretary, student.externalId],
      [coordinator, `DNI${student.dni.slice(3)}`],
    ] as const) {
      const res = await post(as, { userId: key, userText: "Presentada en ventanilla" });
      expect(res.status, JSON.stringify(res.data)).toBe(201);
      expect((await read(res.data.id)).userExternalId).toBe(student.externalId);
      expect(await entry(res.data.entryCode)).toMatchObject({
        bookType: "general",
        type: "ENTRY",
        userId: student.id,
        createdBy: as.id,
      });
    }
  });

  it("a coordinator cannot file for a student outside their courses (404); staff must say for whom (400)", async () => {
    expect((await post(coordinator, { userId: other.externalId })).status).toBe(404);
    expect(await post(secretary, {})).toMatchObject({ status: 400, data: { message: MESSAGES.studentMissing } });
  });

  const external = {
    external: true,
    dni: "12345678Z",
    givenName: "Marta",
    surname1: "Externa",
    email: `marta-${uniq()}@correo.test`,
  };

  it("files for an external student: shown as external, e-mailed to their address, no user in the registry", async () => {
    const res = await post(coordinator, {
      ...external,
      city: "Ávila",
      mobilePhone: "600000000",
      userText: "Solicito acceso",
    });
    expect(res.status, JSON.stringify(res.data)).toBe(201);
    expect(await read(res.data.id)).toMatchObject({
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
    expect(await entry(res.data.entryCode)).toMatchObject({ bookType: "general", userId: null });
    const [mail] = await mails(external.email);
    expect(mail).toMatchObject({ recipientUserId: null, subject: `Instancia registrada: ${templateName}` });
    expect((await post(secretary, { ...external, dni: "x1234567l" })).status).toBe(201);
  });

  it.each([
    ["no DNI", { dni: "" }, "dni", MESSAGES.externalMissing],
    ["no name", { givenName: undefined }, "givenName", MESSAGES.externalMissing],
    ["no surname", { surname1: " " }, "surname1", MESSAGES.externalMissing],
    ["no e-mail", { email: null }, "email", MESSAGES.externalMissing],
    ["a wrong DNI letter", { dni: "12345678A" }, "dni", MESSAGES.externalDni],
    ["a wrong NIE letter", { dni: "X1234567A" }, "dni", MESSAGES.externalDni],
    ["a malformed DNI", { dni: "1234" }, "dni", MESSAGES.externalDni],
    ["a malformed e-mail", { email: "marta@" }, "email", MESSAGES.externalEmail],
  ])("refuses an external student with %s", async (_, over, field, message) => {
    const res = await post(secretary, { ...external, ...over });
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

describe("the staff list 'Solicitudes en proceso'", () => {
  let ids: number[];
  let someone: TestUser;
  beforeAll(async () => {
    someone = await makeUser("ROLE_STUDENT", { dni: `F${uniq()}` });
    ids = [];
    for (let i = 0; i < 12; i++) ids.push(await newRequest(someone));
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

describe("registry codes", () => {
  it("concurrent creations never share a code, and each code has its registry entry", async () => {
    const results = await Promise.all(Array.from({ length: 16 }, () => post(student, { userText: "carrera" })));
    const codes = results.map((r) => r.data.entryCode as string);
    expect(results.every((r) => r.status === 201)).toBe(true);
    expect(new Set(codes).size).toBe(16);
    const db = await getDb();
    for (const code of codes) {
      const rows = await db
        .select({ id: registryEntries.id })
        .from(registryEntries)
        .where(and(eq(registryEntries.code, code), eq(registryEntries.type, "ENTRY")));
      expect(rows).toHaveLength(1);
    }
  });
});
