import { beforeAll, describe, expect, it } from "vitest";
import { POST as open } from "@/app/academic-year-api/years/open/route";
import { call, makeUser, type TestUser } from "@/lib/testing/fixtures";
import { offeringLocales } from "@/lib/testing/locales";

offeringLocales("es,en");

let admin: TestUser;
beforeAll(async () => {
  admin = await makeUser("ROLE_ADMIN");
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
