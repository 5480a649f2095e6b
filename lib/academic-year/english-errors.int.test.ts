import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as open } from "@/app/academic-year-api/years/open/route";
import { call, makeUser, type TestUser } from "@/lib/testing/fixtures";

const was = process.env.PORTAL_LOCALES;
let admin: TestUser;
beforeAll(async () => {
  process.env.PORTAL_LOCALES = "es,en";
  admin = await makeUser("ROLE_ADMIN");
});
afterAll(() => {
  if (was === undefined) delete process.env.PORTAL_LOCALES;
  else process.env.PORTAL_LOCALES = was;
});

describe("the academic year's API errors in the requester's language", () => {
  it("answers an unknown year in English to Accept-Language: en", async () => {
    const res = await call("POST", open, {
      as: admin,
      json: { from: "nada-en", externalId: "otro-en", dryRun: true },
      headers: { "accept-language": "en-GB,en;q=0.9" },
    });
    expect(res).toMatchObject({ status: 404, data: { message: "The academic year «nada-en» does not exist" } });
  });
});
