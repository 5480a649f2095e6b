import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteRequest } from "@/app/enrollments-api/requests/[id]/route";
import { call, makeUser, type TestUser } from "@/lib/testing/fixtures";
import { offeringLocales } from "@/lib/testing/locales";

offeringLocales("es,en");

let student: TestUser;
beforeAll(async () => {
  student = await makeUser("ROLE_STUDENT");
});

describe("enrolments' API errors in the requester's language", () => {
  it.each([
    ["en-US,en;q=0.9", "The enrolment request was not found"],
    ["es", "No se ha encontrado la solicitud de matrícula"],
  ])("answers a missing request to Accept-Language: %s as '%s'", async (language, message) => {
    const res = await call("DELETE", deleteRequest, {
      as: student,
      params: { id: "987654321" },
      headers: { "accept-language": language },
    });
    expect(res).toMatchObject({ status: 404, data: { message } });
  });
});
