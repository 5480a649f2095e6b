import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as feed } from "@/app/calendar-api/feed/[token]/route";
import { call } from "@/lib/testing/fixtures";

const was = process.env.PORTAL_LOCALES;
beforeAll(() => {
  process.env.PORTAL_LOCALES = "es,en";
});
afterAll(() => {
  if (was === undefined) delete process.env.PORTAL_LOCALES;
  else process.env.PORTAL_LOCALES = was;
});

describe("the calendar feed's errors in the requester's language", () => {
  it("answers an unknown link in English to Accept-Language: en", async () => {
    const res = await call("GET", feed, { params: { token: "nada" }, headers: { "accept-language": "en" } });
    expect(res).toMatchObject({
      status: 404,
      data: { message: "This calendar link does not exist or has been renewed" },
    });
  });
});
