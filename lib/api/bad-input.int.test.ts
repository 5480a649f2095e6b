import { beforeAll, describe, expect, it } from "vitest";
import { GET as documentFile } from "@/app/documents-api/[id]/file/route";
import { POST as uploadDocument } from "@/app/documents-api/route";
import { GET as instancesExport } from "@/app/instances-api/instances/export/route";
import { GET as registryList } from "@/app/registry-api/route";
import { getDb } from "@/lib/database";
import { documentTypes } from "@/db/schema";
import { call, makeUser, uniq, type TestUser } from "@/lib/testing/fixtures";
import { offeringLocales } from "@/lib/testing/locales";

let student: TestUser, secretary: TestUser;
let documentType: number;

beforeAll(async () => {
  [student, secretary] = await Promise.all([makeUser("ROLE_STUDENT"), makeUser("ROLE_SECR")]);
  const [type] = await (
    await getDb()
  )
    .insert(documentTypes)
    .values({ name: `Tipo ${uniq()}` })
    .returning();
  documentType = type!.id;
});

// Inputs that once reached the database or a decoder unchecked and answered 500.
describe("bad input is a 4xx with a Spanish message", () => {
  const cases = [
    {
      name: "a data URL with a broken % escape",
      send: () =>
        call("POST", uploadDocument, {
          as: student,
          json: { documentType, documentFilename: "a.pdf", documentFileBytes: "data:,%E0%A4%A" },
        }),
      status: 400,
      message: "El archivo no es un data URL válido",
    },
    {
      name: "an impossible date in a filter",
      send: () => call("GET", registryList, { as: secretary, query: { from: "2024-02-30" } }),
      status: 400,
      message: "La fecha no es válida",
    },
    {
      name: "an id past the database's integer range",
      send: () => call("GET", documentFile, { as: student, params: { id: "2147483648" } }),
      status: 400,
      message: "Identificador no válido",
    },
    {
      name: "a NUL byte in a CSV export's filter (the database refuses it before the first row)",
      send: () => call("GET", instancesExport, { as: secretary, query: { studentId: "\u0000" } }),
      status: 400,
      message: "Alguno de los datos enviados no es válido",
    },
  ];
  it.each(cases.map((c) => [c.name, c] as const))("%s", async (_, c) => {
    const res = await c.send();
    expect(res.status).toBe(c.status);
    expect(res.data.message).toBe(c.message);
  });
});

// The shared messages (lib/validation, lib/files, lib/api's body checks) are said in the requester's language.
describe("bad input in the language of the request", () => {
  offeringLocales("es,en,gl");
  const inLanguage = (language: string) => ({ "accept-language": language });

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
