import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as check } from "@/app/verification-api/check/route";
import { GET as show } from "@/app/verification-api/documents/[code]/route";
import { GET as original } from "@/app/verification-api/documents/[code]/pdf/route";
import { getDb } from "@/lib/database";
import { issuePdf } from "@/lib/pdf/issue";
import { multipart, pdf } from "@/lib/testing/files";
import { call, makeUser } from "@/lib/testing/fixtures";
import { newClientAddress } from "@/lib/testing/verification";

// Each test calls from its own address, so that the per-address allowance of one never limits another.
let from: Record<string, string>;
let issued: { bytes: Uint8Array; code: string };
let ownerless: { bytes: Uint8Array; code: string };

beforeAll(async () => {
  const owner = await makeUser("ROLE_STUDENT", { givenName: "Lucía", familyName: "García Fernández" });
  const db = await getDb();
  const doc = {
    title: "Expediente académico",
    blocks: [{ kind: "paragraph" as const, text: "Calificaciones del curso 2025-2026" }],
  };
  issued = await issuePdf(db, doc, {
    kind: "Expediente académico",
    ownerUserId: owner.id,
    subject: `prueba:${owner.id}`,
  });
  ownerless = await issuePdf(db, doc, { kind: "Oficio", ownerUserId: null, subject: `prueba-oficio:${owner.id}` });
});

beforeEach(() => {
  from = { "x-forwarded-for": newClientAddress() };
});

afterEach(() => {
  delete process.env.VERIFICATION_RATE_LIMIT;
});

const lookup = (code: string) => call("GET", show, { params: { code }, headers: from });
const upload = (bytes: Uint8Array | null) =>
  call("POST", check, { body: multipart("file", bytes ? Buffer.from(bytes) : null), headers: from });

describe("verification by code", () => {
  it("shows the kind, the issue date and the owner's initials of a valid code, typed in any form", async () => {
    for (const typed of [issued.code, issued.code.toLowerCase(), issued.code.replace(/-/g, " ")]) {
      const res = await lookup(typed);
      expect(res.status).toBe(200);
      expect(res.data).toEqual({
        code: issued.code,
        kind: "Expediente académico",
        issuedAt: expect.any(String),
        owner: "L*** G*** F***",
        supersededAt: null,
      });
    }
    expect((await lookup(ownerless.code)).data).toMatchObject({ kind: "Oficio", owner: null });
  });

  it("downloads the original, byte for byte", async () => {
    const res = await call("GET", original, { params: { code: issued.code }, headers: from });
    expect(res.status).toBe(200);
    expect(res.res.headers.get("content-type")).toBe("application/pdf");
    expect(res.res.headers.get("content-disposition")).toContain(`documento-${issued.code}.pdf`);
    expect(Buffer.from(await res.res.arrayBuffer()).equals(Buffer.from(issued.bytes))).toBe(true);
  });

  it.each([
    ["an unknown code", () => "ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ"],
    ["a code with one character changed", () => issued.code.replace(/^./, (c) => (c === "A" ? "B" : "A"))],
    ["a malformed code", () => "no-es-un-codigo"],
    ["an empty code", () => ""],
  ])("answers 404 'No existe ningún documento con ese código' for %s", async (_, code) => {
    for (const handler of [show, original]) {
      const res = await call("GET", handler, { params: { code: code() }, headers: from });
      expect(res).toMatchObject({ status: 404, data: { message: "No existe ningún documento con ese código" } });
    }
  });
});

describe("verification of a file", () => {
  it("recognises an issued PDF, unaltered", async () => {
    const res = await upload(issued.bytes);
    expect(res).toMatchObject({
      status: 200,
      data: { valid: true, document: { code: issued.code, kind: "Expediente académico", owner: "L*** G*** F***" } },
    });
  });

  const flipped = (bytes: Uint8Array, at: number) => bytes.map((b, i) => (i === at ? b ^ 1 : b));
  it.each([
    ["one byte changed in the middle", (b: Uint8Array) => flipped(b, Math.floor(b.length / 2))],
    ["one byte appended", (b: Uint8Array) => new Uint8Array([...b, 0x0a])],
    ["the last byte cut", (b: Uint8Array) => b.slice(0, -1)],
  ])("refuses an altered copy: %s", async (_, alter) => {
    const res = await upload(alter(issued.bytes));
    expect(res).toMatchObject({
      status: 200,
      data: {
        valid: false,
        message: "Este archivo no es un documento emitido por el portal, o ha sido modificado después de emitirse",
      },
    });
  });

  it("refuses a PDF the portal never issued, and asks for a file when none is sent", async () => {
    expect((await upload(await pdf("Un documento cualquiera"))).data).toEqual({
      valid: false,
      message: "Este archivo no es un documento emitido por el portal, o ha sido modificado después de emitirse",
    });
    expect(await upload(null)).toMatchObject({
      status: 400,
      data: { message: "Selecciona el archivo PDF que quieres comprobar" },
    });
  });
});

describe("rate limit per client address", () => {
  it("answers 429 in Spanish once an address spends its allowance, on every verification endpoint, and not for others", async () => {
    process.env.VERIFICATION_RATE_LIMIT = "3";
    expect((await lookup(issued.code)).status).toBe(200);
    expect((await lookup("ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ")).status).toBe(404);
    expect((await upload(issued.bytes)).status).toBe(200);
    for (const res of [
      await lookup(issued.code),
      await upload(issued.bytes),
      await call("GET", original, { params: { code: issued.code }, headers: from }),
    ]) {
      expect(res).toMatchObject({
        status: 429,
        data: { message: "Has realizado demasiadas consultas de verificación. Espera un minuto y vuelve a intentarlo" },
      });
      expect(Number(res.res.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    from = { "x-forwarded-for": newClientAddress() };
    expect((await lookup(issued.code)).status).toBe(200);
  });

  it("takes the address the nearest proxy saw, not one the client wrote", async () => {
    process.env.VERIFICATION_RATE_LIMIT = "1";
    const client = newClientAddress();
    expect(
      (await call("GET", show, { params: { code: issued.code }, headers: { "x-forwarded-for": `1.1.1.1, ${client}` } }))
        .status,
    ).toBe(200);
    expect(
      (await call("GET", show, { params: { code: issued.code }, headers: { "x-forwarded-for": `2.2.2.2, ${client}` } }))
        .status,
    ).toBe(429);
  });
});
