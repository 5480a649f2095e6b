import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATCH as patch } from "@/app/registry-api/[id]/route";
import { call, makeUser, type TestUser } from "@/lib/testing/fixtures";

let secretary: TestUser;
const offered = process.env.PORTAL_LOCALES;

beforeAll(async () => {
  process.env.PORTAL_LOCALES = "es,en";
  secretary = await makeUser("ROLE_SECR");
});

afterAll(() => {
  if (offered === undefined) delete process.env.PORTAL_LOCALES;
  else process.env.PORTAL_LOCALES = offered;
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
