import { randomInt } from "node:crypto";
import { eq, like } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { POST as feedback } from "@/app/privacy-api/accessibility-feedback/route";
import { GET as held } from "@/app/privacy-api/accessibility-feedback/held/route";
import { getDb } from "@/lib/database";
import { academicYears, heldFeedback, rateLimits, registryEntries, registryHistory } from "@/db/schema";
import { activateYear } from "@/lib/academic-year/lifecycle";
import { streamedRequest } from "@/lib/testing/counted-body";
import { call, makeUser, uniq } from "@/lib/testing/fixtures";

const from = (address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`) => ({
  "x-forwarded-for": address,
});
const send = (json: unknown, headers = from()) => call("POST", feedback, { json, headers });
const entriesWith = async (text: string) =>
  (await getDb())
    .select()
    .from(registryEntries)
    .where(like(registryEntries.text, `%${text}%`));
const heldWith = async (text: string) =>
  (await getDb())
    .select()
    .from(heldFeedback)
    .where(like(heldFeedback.text, `%${text}%`));

beforeAll(async () => {
  const externalId = `ay-${uniq()}`;
  await (await getDb()).insert(academicYears).values({ externalId, name: "2026-2027" });
  await activateYear(await getDb(), externalId);
});

afterEach(() => {
  delete process.env.FEEDBACK_RATE_LIMIT;
  delete process.env.FEEDBACK_DAILY_LIMIT;
});

describe("accessibility feedback (RD 1112/2018) enters the registry book", () => {
  it("anyone without a session sends one: a general-book entry with the message, and its code in the answer", async () => {
    const message = `El contraste del menú es bajo ${uniq()}`;
    const res = await send({ message, page: "/grades", name: "Ana Ruiz", email: "ana@correo.test", website: "" });
    expect(res.status, JSON.stringify(res.data)).toBe(201);
    expect(res.data.code).toMatch(/^E-\d{4}-\d{6}$/);
    const [entry] = await entriesWith(message);
    expect(entry).toMatchObject({
      code: res.data.code,
      bookType: "general",
      type: "ENTRY",
      userId: null,
      createdBy: null,
      receiver: "Unidad de accesibilidad",
      documentType: "Comunicación sobre accesibilidad (RD 1112/2018)",
      text: `Remitente: Ana Ruiz · ana@correo.test\nPágina: /grades\n${message}`,
    });
    const history = await (await getDb()).select().from(registryHistory).where(eq(registryHistory.entryId, entry!.id));
    expect(history).toEqual([expect.objectContaining({ action: "CREATE", changedBy: null })]);
  });

  it("refuses an empty message or a bad e-mail with Spanish messages", async () => {
    expect(await send({ message: "  " })).toMatchObject({ status: 400, data: { message: "Escribe tu comunicación" } });
    expect(await send({ message: "Hola", email: "ana@" })).toMatchObject({
      status: 400,
      data: { errors: { email: ["El correo electrónico no es válido"] } },
    });
  });
});

describe("the feedback form cannot flood the registry book", () => {
  it("counts every request of an address before reading it: the sixth within the hour is a 429, its body unread", async () => {
    const client = from();
    expect((await send({ message: "  " }, client)).status).toBe(400);
    for (let i = 0; i < 4; i++) expect((await send({ message: `Aviso ${i}` }, client)).status).toBe(201);
    const { req, pulled } = streamedRequest("http://localhost:3000/privacy-api/accessibility-feedback", {
      method: "POST",
      headers: { ...client, "content-type": "application/json" },
      size: 100 * 1024 * 1024,
      declared: 100 * 1024 * 1024,
    });
    const res = await feedback(req, { params: Promise.resolve({}) });
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({
      message: "Has enviado demasiadas comunicaciones. Inténtalo de nuevo más tarde.",
    });
    expect(pulled.bytes).toBe(0);
  });

  it("reads a body only up to 16 kB: 413 with a Spanish message", async () => {
    const res = await send({ message: "á".repeat(10_000) });
    expect(res).toMatchObject({ status: 413, data: { message: "La petición supera el tamaño máximo permitido" } });
  });

  it("keeps a communication whose hidden field is filled for review: no entry number, the same calm answer", async () => {
    const message = `Compre relojes baratos ${uniq()}`;
    const res = await send({ message, email: "robot@spam.test", website: "https://spam.test" });
    expect(res).toMatchObject({ status: 202, data: { code: null } });
    expect(await entriesWith(message)).toEqual([]);
    expect(await heldWith(message)).toEqual([
      expect.objectContaining({ reason: "honeypot", text: `Remitente: robot@spam.test\n${message}` }),
    ]);
  });

  it("past FEEDBACK_DAILY_LIMIT entries a day from all addresses together, the rest are kept for review", async () => {
    const db = await getDb();
    await db.delete(rateLimits).where(eq(rateLimits.key, "accessibility-feedback-day:all"));
    process.env.FEEDBACK_DAILY_LIMIT = "3";
    const tag = uniq();
    // Eight people at once, each from their own address: the shared counter admits exactly three.
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => send({ message: `Aviso diario ${tag} número ${i}` })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 202, 202, 202, 202, 202]);
    expect(await entriesWith(`Aviso diario ${tag}`)).toHaveLength(3);
    const kept = await heldWith(`Aviso diario ${tag}`);
    expect(kept).toHaveLength(5);
    expect(new Set(kept.map((k) => k.reason))).toEqual(new Set(["daily-limit"]));
  });

  it("an administrator reviews what was kept; nobody else sees it", async () => {
    const message = `Retenido para revisión ${uniq()}`;
    expect((await send({ message, website: "x" })).status).toBe(202);
    const res = await call("GET", held, { as: await makeUser("ROLE_ADMIN"), query: { size: "100" } });
    expect(res.status).toBe(200);
    expect(res.data.totalElements).toBeGreaterThanOrEqual(1);
    expect(res.data.content).toContainEqual({
      id: expect.any(Number),
      receivedAt: expect.any(String),
      reason: "honeypot",
      text: `Remitente: Persona anónima\n${message}`,
    });
    for (const role of ["ROLE_SECR", "ROLE_STUDENT"] as const)
      expect((await call("GET", held, { as: await makeUser(role) })).status).toBe(403);
    expect((await call("GET", held)).status).toBe(401);
  });
});
