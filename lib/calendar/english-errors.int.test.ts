import { describe, expect, it } from "vitest";
import { GET as feed } from "@/app/calendar-api/feed/[token]/route";
import { call } from "@/lib/testing/fixtures";
import { offeringLocales } from "@/lib/testing/locales";

offeringLocales("es,en");

describe("the calendar feed's errors in the requester's language", () => {
  it("answers an unknown link in English to Accept-Language: en", async () => {
    const res = await call("GET", feed, { params: { token: "nada" }, headers: { "accept-language": "en" } });
    expect(res).toMatchObject({
      status: 404,
      data: { message: "This calendar link does not exist or has been renewed" },
    });
  });
});
