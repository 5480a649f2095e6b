import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as listAssignations, POST as createAssignation } from "@/app/notifications-api/assignations/route";
import { PATCH as patchAssignation } from "@/app/notifications-api/assignations/[id]/route";
import { GET as roles } from "@/app/notifications-api/roles/route";
import { GET as listTemplates, POST as createTemplate } from "@/app/notifications-api/templates/route";
import { PATCH as patchTemplate } from "@/app/notifications-api/templates/[id]/route";
import { POST as sendTest } from "@/app/notifications-api/templates/[id]/test/route";
import { getDb } from "@/lib/database";
import { institutionalRoles } from "@/db/schema";
import { call, makeUser, uniq, type TestUser } from "@/lib/testing/fixtures";
import { startSmtpServer } from "@/lib/testing/smtp";

let admin: TestUser, noMail: TestUser;
let roleA: string, roleB: string;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

const template = async (over: Record<string, unknown> = {}) =>
  call("POST", createTemplate, {
    as: admin,
    json: {
      type: 0,
      reference: `ref-${uniq()}`,
      title: "Tus credenciales",
      text: "<p>Hola {{name}}, tu usuario es {{username}} y tu contraseña {{password}}</p>",
      ...over,
    },
  });

beforeAll(async () => {
  const db = await getDb();
  [roleA, roleB] = [`RA-${uniq()}`, `RB-${uniq()}`];
  await db.insert(institutionalRoles).values([
    { roleId: roleA, name: `Alumnado ${roleA}` },
    { roleId: roleB, name: `Personal ${roleB}` },
  ]);
  [admin, noMail] = await Promise.all([makeUser("ROLE_ADMIN"), makeUser("ROLE_ADMIN", { email: null })]);
  smtp = await startSmtpServer();
});

afterAll(async () => {
  delete process.env.SMTP_URL;
  await smtp.close();
});

describe("templates", () => {
  it("creates one with sanitized HTML; a script payload is stored inert", async () => {
    const res = await template({
      text: `<p onclick="alert(1)">Hola {{name}}</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>`,
    });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      type: 0,
      title: "Tus credenciales",
      text: '<p>Hola {{name}}</p><a target="_blank" rel="noopener noreferrer">x</a>',
    });
    const all = await call("GET", listTemplates, { as: admin });
    expect(all.data.find((t: { id: number }) => t.id === res.data.id).text).not.toMatch(/script|onclick|javascript/);
  });

  it.each([
    ["no reference", { reference: "" }, "Este campo es obligatorio"],
    ["no title", { title: undefined }, "Este campo es obligatorio"],
    ["no text", { text: " " }, "Este campo es obligatorio"],
    ["no type", { type: undefined }, "Este campo es obligatorio"],
    ["an unknown type", { type: 7 }, "Este campo es obligatorio"],
  ])("refuses %s with 400", async (_, over, message) => {
    const res = await template(over);
    expect(res.status).toBe(400);
    expect(res.data.message).toBe(message);
  });

  it("reports unknown variables on save", async () => {
    const res = await template({ type: 1, text: "<p>{{list}} {{name}} {{foo}}</p>" });
    expect(res.status).toBe(400);
    expect(res.data.message).toBe(
      "Variables desconocidas en la plantilla: {{name}}, {{foo}}. Variables disponibles: {{list}}",
    );
  });

  it("edits one (sanitized again); a repeated reference is a 409", async () => {
    const a = (await template()).data;
    const b = (await template()).data;
    const res = await call("PATCH", patchTemplate, {
      as: admin,
      params: { id: String(a.id) },
      json: { title: "Nuevo título", text: `<img src="x" onerror="alert(1)"><p>{{name}}</p>` },
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      id: a.id,
      reference: a.reference,
      title: "Nuevo título",
      text: '<img src="x" /><p>{{name}}</p>',
    });
    const clash = await call("PATCH", patchTemplate, {
      as: admin,
      params: { id: String(a.id) },
      json: { reference: b.reference.toUpperCase() },
    });
    expect(clash.status).toBe(409);
    expect(
      (await call("PATCH", patchTemplate, { as: admin, params: { id: "99999999" }, json: { title: "x" } })).status,
    ).toBe(404);
  });
});

describe("roles and assignations", () => {
  it("lists institutional roles", async () => {
    const res = await call("GET", roles, { as: admin });
    expect(res.data).toEqual(
      expect.arrayContaining([{ id: expect.any(Number), roleId: roleA, name: `Alumnado ${roleA}` }]),
    );
  });

  it("assigns a template to a role, lists it by type, and changes it", async () => {
    const t1 = (await template()).data;
    const t2 = (await template()).data;
    const res = await call("POST", createAssignation, {
      as: admin,
      json: { type: 0, roleId: roleA, templateId: t1.id },
    });
    expect(res.status).toBe(201);
    const listed = await call("GET", listAssignations, { as: admin, query: { type: "0" } });
    expect(listed.data).toContainEqual({
      id: res.data.id,
      type: 0,
      roleId: roleA,
      roleName: `Alumnado ${roleA}`,
      templateId: t1.id,
      templateReference: t1.reference,
    });
    const changed = await call("PATCH", patchAssignation, {
      as: admin,
      params: { id: String(res.data.id) },
      json: { id: res.data.id, roleId: roleA, templateId: t2.id },
    });
    expect(changed.data).toEqual({ id: res.data.id, type: 0, roleId: roleA, templateId: t2.id });
    const again = await call("POST", createAssignation, {
      as: admin,
      json: { type: 0, roleId: roleA, templateId: t1.id },
    });
    expect(again.status).toBe(409);
  });

  it.each([
    ["no role", { roleId: "" }, "Este campo es obligatorio"],
    ["no template", { templateId: undefined }, "Este campo es obligatorio"],
    ["an unknown role", { roleId: "NO-EXISTE" }, "El rol no existe"],
    ["a template of another type", { type: 1 }, "La plantilla no es del tipo de la asignación"],
  ])("refuses %s with 400", async (_, over, message) => {
    const t = (await template()).data;
    const res = await call("POST", createAssignation, {
      as: admin,
      json: { type: 0, roleId: roleB, templateId: t.id, ...over },
    });
    expect(res.status).toBe(400);
    expect(res.data.message).toBe(message);
  });
});

describe("'Enviar prueba'", () => {
  it("without SMTP the test mail stays queued, and the answer says so", async () => {
    delete process.env.SMTP_URL;
    const t = (await template()).data;
    const res = await call("POST", sendTest, { as: admin, params: { id: String(t.id) } });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      status: "QUEUED",
      smtpConfigured: false,
      recipient: expect.stringContaining("@universidad.test"),
    });
  });

  it("reaches a real SMTP server with the sample values, at the admin's address", async () => {
    process.env.SMTP_URL = smtp.url;
    process.env.MAIL_FROM = "Portal <portal@universidad.test>";
    try {
      const t = (await template({ title: "Acceso de {{name}}" })).data;
      const res = await call("POST", sendTest, { as: admin, params: { id: String(t.id) } });
      expect(res.data).toMatchObject({ status: "SENT", smtpConfigured: true });
      const mail = smtp.received.at(-1)!;
      expect(mail.to).toEqual([res.data.recipient]);
      expect(mail.from).toBe("portal@universidad.test");
      expect(mail.body).toContain("tu usuario es lgarcia");
      expect(mail.body).toContain("<p>Hola Lucía García Fernández");
    } finally {
      delete process.env.SMTP_URL;
      delete process.env.MAIL_FROM;
    }
  });

  it("an admin without an e-mail address gets a 400", async () => {
    const t = (await template()).data;
    const res = await call("POST", sendTest, { as: noMail, params: { id: String(t.id) } });
    expect(res.status).toBe(400);
  });
});
