import { beforeAll, describe, expect, it } from "vitest";
import { POST as createTemplate } from "@/app/notifications-api/templates/route";
import { POST as sendTest } from "@/app/notifications-api/templates/[id]/test/route";
import { call, makeUser, uniq, type TestUser } from "@/lib/testing/fixtures";
import { offeringLocales } from "@/lib/testing/locales";

offeringLocales("es,en");

let admin: TestUser, noMail: TestUser;
const english = { "accept-language": "en" };

beforeAll(async () => {
  [admin, noMail] = await Promise.all([makeUser("ROLE_ADMIN"), makeUser("ROLE_ADMIN", { email: null })]);
});

describe("the notifications API in the requester's language", () => {
  it("refuses unknown variables in English", async () => {
    const res = await call("POST", createTemplate, {
      as: admin,
      headers: english,
      json: { type: 1, reference: `ref-${uniq()}`, title: "Listas", text: "<p>{{list}} {{foo}}</p>" },
    });
    expect(res).toMatchObject({
      status: 400,
      data: { message: "Unknown variables in the template: {{foo}}. Available variables: {{list}}" },
    });
  });

  it("refuses a test mail to an admin without an address in English", async () => {
    const template = await call("POST", createTemplate, {
      as: admin,
      json: { type: 1, reference: `ref-${uniq()}`, title: "Listas", text: "<p>{{list}}</p>" },
    });
    const res = await call("POST", sendTest, {
      as: noMail,
      headers: english,
      params: { id: String(template.data.id) },
    });
    expect(res).toMatchObject({
      status: 400,
      data: { message: "You have no e-mail address to send the test to" },
    });
  });
});
