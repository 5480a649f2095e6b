import { beforeAll, describe, expect, it } from "vitest";
import { POST as approve } from "@/app/documents-api/[id]/approve/route";
import { POST as reject } from "@/app/documents-api/[id]/reject/route";
import { POST as upload } from "@/app/documents-api/route";
import { POST as createType } from "@/app/documents-api/types/route";
import { dataUrl, pdf } from "@/lib/testing/files";
import { call, makeUser, uniq, type TestUser } from "@/lib/testing/fixtures";
import { offeringLocales } from "@/lib/testing/locales";

offeringLocales("es,en");

let student: TestUser, coordinator: TestUser;
let typeId: number;
const english = { "accept-language": "en" };

beforeAll(async () => {
  const admin = await makeUser("ROLE_ADMIN");
  [student, coordinator] = await Promise.all([makeUser("ROLE_STUDENT"), makeUser("ROLE_COORD")]);
  typeId = (await call("POST", createType, { as: admin, json: { name: `Certificado ${uniq()}` } })).data.id;
});

describe("the documents API in English (Accept-Language: en, PORTAL_LOCALES=es,en)", () => {
  it("answers a state's refusal and a schema's message in English", async () => {
    const json = { documentType: typeId, documentFilename: "a.pdf", documentFileBytes: dataUrl(await pdf()) };
    const id = (await call("POST", upload, { as: student, json })).data.id as number;
    await call("POST", approve, { as: coordinator, params: { id: String(id) } });
    const again = await call("POST", approve, { as: coordinator, params: { id: String(id) }, headers: english });
    expect(again).toMatchObject({ status: 409, data: { message: "The document is already approved" } });
    const noReason = await call("POST", reject, {
      as: coordinator,
      params: { id: String(id) },
      json: { id, reason: " " },
      headers: english,
    });
    expect(noReason).toMatchObject({ status: 400, data: { message: "Rejecting a document needs a reason" } });
    const unknownType = await call("POST", upload, {
      as: student,
      json: { ...json, documentType: 999999 },
      headers: english,
    });
    expect(unknownType).toMatchObject({
      status: 400,
      data: {
        message: "No file type was selected or the file is not valid",
        errors: { documentType: ["The document type does not exist"] },
      },
    });
  });
});
