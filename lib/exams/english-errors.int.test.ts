import { beforeAll, describe, expect, it } from "vitest";
import { POST as createTerm } from "@/app/exams-api/terms/route";
import { DELETE as unsubscribe } from "@/app/push-api/subscriptions/route";
import { call, makeUser, uniq, type TestUser } from "@/lib/testing/fixtures";
import { offeringLocales } from "@/lib/testing/locales";

offeringLocales("es,en");

const english = { "accept-language": "en" };
let support: TestUser;

beforeAll(async () => {
  support = await makeUser("ROLE_ADMIN");
});

describe("the exams and notices APIs in the requester's language", () => {
  it("answers an exams error in English to Accept-Language: en, and in Spanish otherwise", async () => {
    const name = `Ordinaria ${uniq()}`;
    expect((await call("POST", createTerm, { as: support, json: { name } })).status).toBe(201);
    const again = await call("POST", createTerm, { as: support, json: { name }, headers: english });
    expect(again).toMatchObject({ status: 409, data: { message: "A call with that name already exists" } });
    const spanish = await call("POST", createTerm, { as: support, json: { name } });
    expect(spanish).toMatchObject({ status: 409, data: { message: "Ya existe una convocatoria con ese nombre" } });
  });

  it("says a schema's own message (a catalogue key) in English", async () => {
    const user = await makeUser("ROLE_STUDENT");
    const res = await call("DELETE", unsubscribe, { as: user, json: {}, headers: english });
    expect(res.status).toBe(400);
    expect(res.data.errors.id).toContain("Say which device you want to remove");
  });

  it("answers a notices error in English", async () => {
    const user = await makeUser("ROLE_STUDENT");
    const res = await call("DELETE", unsubscribe, { as: user, json: { id: 999_999_999 }, headers: english });
    expect(res).toMatchObject({ status: 404, data: { message: "That device does not have notices turned on" } });
  });
});
