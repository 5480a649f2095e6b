import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as create } from "@/app/interactions-api/route";
import { call } from "@/lib/testing/fixtures";
import { scopeWorld, type ScopeWorld } from "@/lib/testing/scope";

let w: ScopeWorld;
const saved = process.env.PORTAL_LOCALES;

beforeAll(async () => {
  process.env.PORTAL_LOCALES = "es,en";
  w = await scopeWorld();
});

afterAll(() => {
  if (saved === undefined) delete process.env.PORTAL_LOCALES;
  else process.env.PORTAL_LOCALES = saved;
});

describe("the interactions API in the requester's language", () => {
  const post = (json: object) =>
    call("POST", create, {
      as: w.secretary,
      headers: { "accept-language": "en" },
      json: { receiver: w.student.externalId, type: "Teléfono", interactionText: "Llamada", ...json },
    });

  it("answers a refusal of the service in English", async () => {
    const res = await post({ issuer: "someone-else" });
    expect(res).toMatchObject({ status: 400, data: { message: "The issuer must be the signed-in user" } });
  });

  it("answers a refusal of the schema in English", async () => {
    const res = await post({ interactionText: "  " });
    expect(res.status).toBe(400);
    expect(res.data.errors.interactionText).toEqual(["A comment is needed to create a new interaction"]);
  });
});
