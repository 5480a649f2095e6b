import JSZip from "jszip";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as myExport } from "@/app/privacy-api/me/export/route";
import { GET as personExport } from "@/app/privacy-api/people/[externalId]/export/route";
import { call, makeUser, type TestUser } from "@/lib/testing/fixtures";
import { offeringLocales } from "@/lib/testing/locales";

offeringLocales("es,en");

let admin: TestUser;

beforeAll(async () => {
  admin = await makeUser("ROLE_ADMIN");
});

describe("data protection in the requester's language", () => {
  it("answers an unknown person in English with Accept-Language: en", async () => {
    const missing = await call("GET", personExport, {
      as: admin,
      params: { externalId: "nobody-42" },
      headers: { "accept-language": "en" },
    });
    expect(missing).toMatchObject({
      status: 404,
      data: { message: 'There is no person with the identifier "nobody-42"' },
    });
  });

  it("gives an English zip to an English request: its names, keys and README", async () => {
    const student = await makeUser("ROLE_STUDENT");
    const res = await call("GET", myExport, { as: student, headers: { "accept-language": "en" } });
    expect(res.status).toBe(200);
    expect(res.res.headers.get("content-disposition")).toContain(`personal-data-${student.externalId}.zip`);
    const zip = await JSZip.loadAsync(await res.res.arrayBuffer());
    expect(Object.keys(zip.files)).toEqual(expect.arrayContaining(["personal-data.json", "README.txt"]));
    const identity = JSON.parse(await zip.file("personal-data.json")!.async("string")) as object[];
    expect(identity).toEqual([expect.objectContaining({ identifier: student.externalId })]);
    expect(await zip.file("README.txt")!.async("string")).toContain("in exercise of the rights of access");
  });
});
