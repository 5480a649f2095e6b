import { beforeAll, describe, expect, it } from "vitest";
import { PATCH as patch } from "@/app/registry-api/[id]/route";
import { call, makeUser, type TestUser } from "@/lib/testing/fixtures";
import { offeringLocales } from "@/lib/testing/locales";

offeringLocales("es,en");

let secretary: TestUser;

beforeAll(async () => {
  secretary = await makeUser("ROLE_SECR");
});

describe("the registry's API errors in the requester's language", () => {
  const missing = (language: string) =>
    call("PATCH", patch, {
      as: secretary,
      params: { id: "2000000000" },
      json: { receiver: "Rectorado" },
      headers: { "accept-language": language },
    });

  it("answers in English with Accept-Language: en", async () => {
    expect(await missing("en")).toMatchObject({ status: 404, data: { message: "The entry was not found" } });
  });

  it("and in Spanish otherwise", async () => {
    expect(await missing("es")).toMatchObject({ status: 404, data: { message: "No se ha encontrado el registro" } });
  });
});
