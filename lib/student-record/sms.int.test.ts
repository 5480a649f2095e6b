import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as sms } from "@/app/student-record-api/sms/route";
import { getDb } from "@/lib/database";
import { outbox } from "@/db/schema";
import { deliverNow } from "@/lib/outbox/deliver";
import { call, makeUser, type TestUser } from "@/lib/testing/fixtures";
import { scopeWorld, type ScopeWorld } from "@/lib/testing/scope";
import { logLines } from "@/lib/testing/log-lines";
import { startSmsGateway } from "@/lib/testing/sms-gateway";

let w: ScopeWorld;
let gateway: Awaited<ReturnType<typeof startSmsGateway>>;
const saved = process.env.SMS_GATEWAY_URL;
const send = (as: TestUser, user: string, text: string) => call("POST", sms, { as, json: { user, text } });

beforeAll(async () => {
  w = await scopeWorld();
  gateway = await startSmsGateway();
});

afterAll(async () => {
  if (saved === undefined) delete process.env.SMS_GATEWAY_URL;
  else process.env.SMS_GATEWAY_URL = saved;
  await gateway.close();
});

describe("POST /student-record-api/sms", () => {
  it("without a gateway the SMS stays queued: 202 with the outbox status, never 'sent'", async () => {
    delete process.env.SMS_GATEWAY_URL;
    const res = await send(w.secretary, w.student.externalId, "Recoja su título en secretaría");
    expect(res).toMatchObject({ status: 202, data: { status: "QUEUED", parts: 1, attempts: 0 } });
    const db = await getDb();
    const [row] = await db.select().from(outbox).where(eq(outbox.id, res.data.id));
    expect(row).toMatchObject({
      channel: "SMS",
      recipient: "+34600111222",
      recipientUserId: w.student.id,
      status: "QUEUED",
      parts: 1,
    });
  });

  it("with a gateway it is delivered at once: 200 SENT, with the parts counted as phones do", async () => {
    process.env.SMS_GATEWAY_URL = gateway.url;
    const text = "Le recordamos que mañana termina el plazo de matrícula. ".repeat(2);
    const res = await send(w.instructor, w.student.externalId, text);
    expect(res).toMatchObject({ status: 200, data: { status: "SENT", parts: 2, attempts: 1 } });
    expect(gateway.received.at(-1)).toEqual({ number: "+34600111222", text: text.trim() });
  });

  it("a gateway that fails first leaves it queued (202), and the retry delivers it", async () => {
    process.env.SMS_GATEWAY_URL = gateway.url;
    gateway.failures = 1;
    const res = await send(w.coordinator, w.student.externalId, "Reintento");
    expect(res).toMatchObject({ status: 202, data: { status: "QUEUED", attempts: 1 } });
    expect(res.data.lastError).toContain("503");
    // The backoff has passed (only this message: other test files share the PostgreSQL outbox).
    const db = await getDb();
    await db.update(outbox).set({ nextAttemptAt: new Date() }).where(eq(outbox.id, res.data.id));
    expect(await deliverNow(db, res.data.id)).toMatchObject({ status: "SENT", attempts: 2 });
  });

  it.each([
    ["empty", "   ", 400, "El texto está vacío, mensaje no enviado"],
    ["too long", "a".repeat(1531), 400, undefined],
  ])("refuses an %s text", async (_, text, status, message) => {
    const res = await send(w.secretary, w.student.externalId, text);
    expect(res.status).toBe(status);
    if (message) expect(res.data.message).toBe(message);
  });

  it("refuses a student without a mobile number, clearly", async () => {
    const nomobile = await makeUser("ROLE_STUDENT");
    expect(await send(w.secretary, nomobile.externalId, "Hola")).toMatchObject({
      status: 409,
      data: { message: "El alumno no tiene un número de móvil: mensaje no enviado" },
    });
  });

  it("an instructor cannot text a student outside their courses, and nothing is queued", async () => {
    const db = await getDb();
    const before = await db.select({ id: outbox.id }).from(outbox).where(eq(outbox.recipientUserId, w.outsider.id));
    expect((await send(w.instructor, w.outsider.externalId, "Hola")).status).toBe(404);
    expect(await db.select({ id: outbox.id }).from(outbox).where(eq(outbox.recipientUserId, w.outsider.id))).toEqual(
      before,
    );
  });
});

describe("SMS limits and gateway errors", () => {
  it("the gateway's error body, which may quote the number or the text, is neither returned nor logged", async () => {
    process.env.SMS_GATEWAY_URL = gateway.url;
    gateway.failures = 1;
    let res: Awaited<ReturnType<typeof send>> | undefined;
    const lines = await logLines(async () => {
      res = await send(w.secretary, w.student.externalId, "Cuerpo de error");
    });
    expect(res!.status).toBe(202);
    expect(res!.data.lastError).toBe("La pasarela de SMS respondió 503");
    expect(JSON.stringify(res!.data)).not.toContain("saturada");
    expect(JSON.stringify(lines)).not.toContain("saturada");
  });

  it("each sender may send at most SMS_MAX_PARTS_PER_HOUR parts, counted as the counter shows them", async () => {
    process.env.SMS_GATEWAY_URL = gateway.url;
    process.env.SMS_MAX_PARTS_PER_HOUR = "3";
    try {
      const sender = await makeUser("ROLE_SECR");
      // Accented text is UCS-2: 70 characters a part, 67 when split.
      const twoParts = "Atención: mañana se cierra el plazo de matrícula en secretaría. ".repeat(2);
      expect((await send(sender, w.student.externalId, twoParts)).data.parts).toBe(2);
      const refused = await send(sender, w.student.externalId, twoParts);
      expect(refused.status).toBe(429);
      expect(refused.data.message).toBe("Has alcanzado el máximo de 3 partes de SMS por hora. Inténtalo más tarde.");
      expect((await send(sender, w.student.externalId, "Hola")).status).toBe(200);
      expect((await send(sender, w.student.externalId, "Hola")).status).toBe(429);
      // Another sender has an allowance of their own.
      expect((await send(w.admin, w.student.externalId, "Hola")).status).toBe(200);
    } finally {
      delete process.env.SMS_MAX_PARTS_PER_HOUR;
    }
  });
});

describe("in the requester's language", () => {
  it("refuses an SMS in English: the service's refusal and the schema's", async () => {
    const offered = process.env.PORTAL_LOCALES;
    process.env.PORTAL_LOCALES = "es,en";
    try {
      const english = (user: string, text: string) =>
        call("POST", sms, { as: w.secretary, headers: { "accept-language": "en-GB,en;q=0.9" }, json: { user, text } });
      const nomobile = await makeUser("ROLE_STUDENT");
      expect(await english(nomobile.externalId, "Hello")).toMatchObject({
        status: 409,
        data: { message: "The student has no mobile number: message not sent" },
      });
      expect(await english(w.student.externalId, "   ")).toMatchObject({
        status: 400,
        data: { message: "The text is empty, message not sent" },
      });
    } finally {
      if (offered === undefined) delete process.env.PORTAL_LOCALES;
      else process.env.PORTAL_LOCALES = offered;
    }
  });
});
