import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as check } from "@/app/verification-api/check/route";
import { GET as show } from "@/app/verification-api/documents/[code]/route";
import { getDb } from "@/lib/database";
import { issuePdf } from "@/lib/pdf/issue";
import { multipart, pdf } from "@/lib/testing/files";
import { call, makeUser } from "@/lib/testing/fixtures";
import { newClientAddress } from "@/lib/testing/verification";
import { offeringLocales } from "@/lib/testing/locales";

offeringLocales("es,en");

let headers: Record<string, string>;
let issued: { bytes: Uint8Array; code: string };

beforeAll(async () => {
  const owner = await makeUser("ROLE_STUDENT", { givenName: "Lucía", familyName: "García" });
  // Issued in Spanish: a visitor asking in English still verifies it, and reads the verdicts in English.
  issued = await issuePdf(
    await getDb(),
    { title: "Expediente académico", blocks: [{ kind: "paragraph" as const, text: "Calificaciones" }] },
    { kind: "Expediente académico", ownerUserId: owner.id, subject: `prueba-en:${owner.id}` },
  );
});

beforeEach(() => {
  headers = { "x-forwarded-for": newClientAddress(), "accept-language": "en-US,en;q=0.9" };
});

describe("the public verification in English (Accept-Language: en, PORTAL_LOCALES=es,en)", () => {
  it("verifies a document issued in Spanish, and answers an unknown code in English", async () => {
    expect(await call("GET", show, { params: { code: issued.code }, headers })).toMatchObject({
      status: 200,
      data: { code: issued.code, kind: "Expediente académico" },
    });
    const unknown = await call("GET", show, { params: { code: "AAAA-BBBB-CCCC-DDDD-EEEE-FFFF" }, headers });
    expect(unknown).toMatchObject({ status: 404, data: { message: "There is no document with that code" } });
  });

  it("says in English that a file is not one the portal issued", async () => {
    const res = await call("POST", check, { body: multipart("file", Buffer.from(await pdf("otro"))), headers });
    expect(res).toMatchObject({
      status: 200,
      data: {
        valid: false,
        message: "This file is not a document issued by the portal, or it has been altered after it was issued",
      },
    });
  });
});
