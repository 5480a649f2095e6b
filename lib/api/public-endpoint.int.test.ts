import { randomInt } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { POST as createSession } from "@/app/api/sessions/route";
import { POST as checkFile } from "@/app/verification-api/check/route";
import { streamedRequest } from "@/lib/testing/counted-body";
import { call } from "@/lib/testing/fixtures";
import { multipart } from "@/lib/testing/files";

const MB = 1024 * 1024;
const noParams = { params: Promise.resolve({}) };
const newAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;

afterEach(() => {
  delete process.env.VERIFICATION_RATE_LIMIT;
});

describe("a public endpoint reserves nothing before its rate limit", () => {
  it("POST /verification-api/check answers 429 past the limit without reading a byte of a huge body", async () => {
    process.env.VERIFICATION_RATE_LIMIT = "2";
    const from = { "x-forwarded-for": newAddress() };
    for (let i = 0; i < 2; i++)
      expect(
        (await call("POST", checkFile, { body: multipart("file", Buffer.from("%PDF-1.7")), headers: from })).status,
      ).toBe(200);
    const { req, pulled } = streamedRequest("http://localhost:3000/verification-api/check", {
      method: "POST",
      headers: { ...from, "content-type": "multipart/form-data; boundary=limite" },
      size: 200 * MB,
      declared: 200 * MB,
    });
    const res = await checkFile(req, noParams);
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({
      message: "Has realizado demasiadas consultas de verificación. Espera un minuto y vuelve a intentarlo",
    });
    expect(pulled.bytes).toBe(0);
  });

  it.each([
    ["declared", 3 * MB],
    ["undeclared", undefined],
  ])("POST /verification-api/check reads no more than 2 MB of a file (length %s): 413", async (_, declared) => {
    const { req, pulled } = streamedRequest("http://localhost:3000/verification-api/check", {
      method: "POST",
      headers: { "x-forwarded-for": newAddress(), "content-type": "multipart/form-data; boundary=limite" },
      size: 3 * MB,
      declared,
    });
    const res = await checkFile(req, noParams);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: "El archivo supera el tamaño máximo de 2 MB" });
    expect(pulled.bytes).toBeLessThanOrEqual(2 * MB + 128 * 1024);
  });

  it("a public JSON body is read up to 16 kB, not the 1 MB of signed-in endpoints: 413", async () => {
    const { req, pulled } = streamedRequest("http://localhost:3000/api/sessions", {
      method: "POST",
      headers: { "content-type": "application/json" },
      size: 512 * 1024,
    });
    const res = await createSession(req, noParams);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: "La petición supera el tamaño máximo permitido" });
    expect(pulled.bytes).toBeLessThanOrEqual(128 * 1024);
  });
});
