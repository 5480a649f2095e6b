import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as upload } from "@/app/documents-api/route";
import { POST as createType } from "@/app/documents-api/types/route";
import { getDb } from "@/lib/database";
import { dataUrl, pdf } from "@/lib/testing/files";
import { call, makeUser, uniq, type TestUser } from "@/lib/testing/fixtures";
import { storeFile } from "./store";

let file: Buffer;
let typeId: number;
const previous = process.env.UPLOAD_MAX_BYTES_PER_HOUR;

const send = (as: TestUser) =>
  call("POST", upload, {
    as,
    json: { documentType: typeId, documentFilename: "a.pdf", documentFileBytes: dataUrl(file) },
  });

beforeAll(async () => {
  file = await pdf("Límite de subida");
  // Room for two of these files per user and hour, not three.
  process.env.UPLOAD_MAX_BYTES_PER_HOUR = String(Math.floor(file.length * 2.5));
  const admin = await makeUser("ROLE_ADMIN");
  typeId = (await call("POST", createType, { as: admin, json: { name: `Justificante ${uniq()}` } })).data.id;
});

afterAll(() => {
  if (previous === undefined) delete process.env.UPLOAD_MAX_BYTES_PER_HOUR;
  else process.env.UPLOAD_MAX_BYTES_PER_HOUR = previous;
});

describe("the hourly upload allowance per user", () => {
  it("answers 429 with the Spanish message once a user's bytes for the hour are spent, and counts users apart", async () => {
    const student = await makeUser("ROLE_STUDENT");
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await send(student)).status);
    expect(statuses).toEqual([201, 201, 429]);
    const refused = await send(student);
    expect(refused).toMatchObject({
      status: 429,
      data: { message: "Has superado el límite de subida de archivos por hora. Inténtalo más tarde." },
    });
    expect(Number(refused.res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await send(await makeUser("ROLE_STUDENT"))).status).toBe(201);
  });

  it("does not charge files the system generates", async () => {
    const db = await getDb();
    for (let i = 0; i < 3; i++)
      await expect(storeFile(db, "system", file, "generado.pdf")).resolves.toMatchObject({ size: file.length });
  });
});
