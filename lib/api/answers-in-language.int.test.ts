import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as uploadDocument } from "@/app/documents-api/route";
import { GET as registryList } from "@/app/registry-api/route";
import { getDb } from "@/lib/database";
import { documentTypes } from "@/db/schema";
import { call, makeUser, uniq, type TestUser } from "@/lib/testing/fixtures";

// The shared messages (lib/validation, lib/files, lib/api's body checks) are said in the requester's language.
let student: TestUser, secretary: TestUser;
let documentType: number;
const offered = process.env.PORTAL_LOCALES;

beforeAll(async () => {
  process.env.PORTAL_LOCALES = "es,en,gl";
  [student, secretary] = await Promise.all([makeUser("ROLE_STUDENT"), makeUser("ROLE_SECR")]);
  const [type] = await (
    await getDb()
  )
    .insert(documentTypes)
    .values({ name: `Tipo ${uniq()}` })
    .returning();
  documentType = type!.id;
});

afterAll(() => {
  if (offered === undefined) delete process.env.PORTAL_LOCALES;
  else process.env.PORTAL_LOCALES = offered;
});

const inLanguage = (language: string) => ({ "accept-language": language });

describe("shared errors in the language of the request", () => {
  it("says a broken data URL in English", async () => {
    const res = await call("POST", uploadDocument, {
      as: student,
      headers: inLanguage("en"),
      json: { documentType, documentFilename: "a.pdf", documentFileBytes: "data:,%E0%A4%A" },
    });
    expect(res.status).toBe(400);
    expect(res.data.message).toBe("The file is not a valid data URL");
  });

  it("says an impossible date of a filter in English and in Galician, and still in Spanish by default", async () => {
    const send = (headers: Record<string, string>) =>
      call("GET", registryList, { as: secretary, query: { from: "2024-02-30" }, headers });
    expect((await send(inLanguage("en"))).data.message).toBe("The date is not valid");
    expect((await send(inLanguage("gl-ES,gl;q=0.9"))).data.message).toBe("A data non é válida");
    expect((await send({})).data.message).toBe("La fecha no es válida");
  });

  it("says a body that is not JSON in English", async () => {
    const res = await call("POST", uploadDocument, {
      as: student,
      headers: { ...inLanguage("en"), "content-type": "text/plain" },
      body: "hola",
    });
    expect(res.status).toBe(415);
    expect(res.data.message).toBe("The request body must be JSON (Content-Type: application/json)");
  });
});
