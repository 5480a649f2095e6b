import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as createTemplate } from "@/app/notifications-api/templates/route";
import { PATCH as patchTemplate } from "@/app/notifications-api/templates/[id]/route";
import { POST as sendTest } from "@/app/notifications-api/templates/[id]/test/route";
import { institutionalRoles, notificationAssignations, outbox } from "@/db/schema";
import { getDb } from "@/lib/database";
import { smtpTransport } from "@/lib/outbox/transports";
import { call, makeUser, uniq, type TestUser } from "@/lib/testing/fixtures";
import { startSmtpServer } from "@/lib/testing/smtp";
import { notifyCredentials } from "./credentials";
import { offeringLocales } from "@/lib/testing/locales";

offeringLocales("es,ca,en");

// A template's optional texts per language: a mail goes in its recipient's language where the template
// has a text for it (part by part), else with the template's own subject and body.
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let admin: TestUser;
let templateId: number;
let roleId: number;

const MAIN = { title: "Tus credenciales", text: "<p>Hola {{name}}: usuario {{username}}</p>" };
const ENGLISH = { title: "Your credentials", text: `<p onclick="x()">Hello {{name}}: user {{username}}</p>` };

beforeAll(async () => {
  smtp = await startSmtpServer();
  admin = await makeUser("ROLE_ADMIN", { locale: "en" });
  const db = await getDb();
  const [role] = await db
    .insert(institutionalRoles)
    .values({ roleId: `L-${uniq()}`, name: "Rol con idiomas" })
    .returning();
  roleId = role!.id;
  const created = await call("POST", createTemplate, {
    as: admin,
    json: {
      type: 0,
      reference: `idiomas-${uniq()}`,
      ...MAIN,
      // Catalan: a subject only (the body falls back); Galician: nothing written, so nothing kept.
      translations: { en: ENGLISH, ca: { title: "Les teves credencials", text: " " }, gl: { title: "", text: "" } },
    },
  });
  expect(created.status).toBe(201);
  templateId = created.data.id;
  await db.insert(notificationAssignations).values({ type: 0, institutionalRoleId: roleId, templateId });
});

afterAll(async () => {
  delete process.env.SMTP_URL;
  await smtp.close();
});

/** What `person` received from `notify credentials`: the stored copy and the mail the SMTP server got. */
async function credentialsFor(person: TestUser) {
  const transports = { EMAIL: smtpTransport(smtp.url, "Portal <portal@universidad.test>") };
  const [outcome] = await notifyCredentials(
    await getDb(),
    [{ externalId: person.externalId, username: `user-${person.externalId}`, password: "Clave-1" }],
    { transports, pauseMs: 10 },
  );
  expect(outcome).toMatchObject({ status: "SENT" });
  const id = (outcome as { outboxId: number }).outboxId;
  const [row] = await (await getDb()).select().from(outbox).where(eq(outbox.id, id));
  return { row: row!, mail: smtp.received.at(-1)! };
}

describe("a template's texts per language", () => {
  it("are stored sanitized, and only the languages that say something", async () => {
    const res = await call("PATCH", patchTemplate, {
      as: admin,
      params: { id: String(templateId) },
      json: { title: MAIN.title },
    });
    expect(res.data.translations).toEqual({
      en: { title: "Your credentials", text: "<p>Hello {{name}}: user {{username}}</p>" },
      ca: { title: "Les teves credencials", text: "" },
    });
  });

  it("refuses unknown variables in a language's text too (said in the admin's chosen language)", async () => {
    const res = await call("PATCH", patchTemplate, {
      as: admin,
      params: { id: String(templateId) },
      json: { translations: { en: { title: "Hi {{nombre}}" } } },
    });
    expect(res.status).toBe(400);
    expect(res.data.message).toBe(
      "Unknown variables in the template: {{nombre}}. Available variables: {{name}}, {{username}}, {{password}}",
    );
  });

  it("send a person whose language has a text that text, filled in", async () => {
    const english = await makeUser("ROLE_STUDENT", { institutionalRoleId: roleId, locale: "en", givenName: "Ann" });
    const { row, mail } = await credentialsFor(english);
    expect(row).toMatchObject({ subject: "Your credentials", recipient: expect.stringContaining("@") });
    expect(row.html).toMatch(new RegExp(`^<p>Hello Ann Usuario \\S+: user user-${english.externalId}</p>$`));
    expect(row.text).toMatch(new RegExp(`^Hello Ann Usuario \\S+: user user-${english.externalId}$`));
    expect(mail.body).toContain("Subject: Your credentials");
  });

  it("fall back part by part: a subject only in Catalan goes with the template's own body", async () => {
    const catalan = await makeUser("ROLE_STUDENT", { institutionalRoleId: roleId, locale: "ca" });
    const { row } = await credentialsFor(catalan);
    expect(row.subject).toBe("Les teves credencials");
    expect(row.html).toContain(`<p>Hola Prueba`);
    expect(row.html).toContain(`usuario user-${catalan.externalId}</p>`);
  });

  it("send the template's own text to a person without a choice, or whose language is not offered", async () => {
    const none = await makeUser("ROLE_STUDENT", { institutionalRoleId: roleId });
    const galician = await makeUser("ROLE_STUDENT", { institutionalRoleId: roleId, locale: "gl" });
    for (const person of [none, galician]) {
      const { row } = await credentialsFor(person);
      expect(row.subject).toBe("Tus credenciales");
      expect(row.html).toContain(`usuario user-${person.externalId}</p>`);
    }
    // English written, but not offered any more: the template's own text.
    process.env.PORTAL_LOCALES = "es,ca";
    try {
      const english = await makeUser("ROLE_STUDENT", { institutionalRoleId: roleId, locale: "en" });
      expect((await credentialsFor(english)).row.subject).toBe("Tus credenciales");
    } finally {
      process.env.PORTAL_LOCALES = "es,ca,en";
    }
  });

  it("'Enviar prueba' goes in the admin's language, its subject marked as a test in that language", async () => {
    delete process.env.SMTP_URL;
    const res = await call("POST", sendTest, { as: admin, params: { id: String(templateId) } });
    expect(res.status).toBe(200);
    const [row] = await (await getDb()).select().from(outbox).where(eq(outbox.id, res.data.id));
    expect(row!.subject).toBe("[Test] Your credentials");
    expect(row!.html).toContain("Hello Lucía García Fernández: user lgarcia");
  });
});
