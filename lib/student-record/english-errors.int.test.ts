import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as sms } from "@/app/student-record-api/sms/route";
import { call, makeUser } from "@/lib/testing/fixtures";
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

describe("the student file's API in the requester's language", () => {
  it("refuses an SMS to a student without a mobile number in English", async () => {
    const nomobile = await makeUser("ROLE_STUDENT");
    const res = await call("POST", sms, {
      as: w.secretary,
      headers: { "accept-language": "en-GB,en;q=0.9" },
      json: { user: nomobile.externalId, text: "Hello" },
    });
    expect(res).toMatchObject({
      status: 409,
      data: { message: "The student has no mobile number: message not sent" },
    });
  });

  it("says the schema's refusal of an empty text in English", async () => {
    const res = await call("POST", sms, {
      as: w.secretary,
      headers: { "accept-language": "en" },
      json: { user: w.student.externalId, text: "   " },
    });
    expect(res).toMatchObject({ status: 400, data: { message: "The text is empty, message not sent" } });
  });
});
