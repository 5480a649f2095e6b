import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteRequest } from "@/app/enrollments-api/requests/[id]/route";
import { call, makeUser, type TestUser } from "@/lib/testing/fixtures";

const was = process.env.PORTAL_LOCALES;
let student: TestUser;
beforeAll(async () => {
  process.env.PORTAL_LOCALES = "es,en";
  student = await makeUser("ROLE_STUDENT");
});
afterAll(() => {
  if (was === undefined) delete process.env.PORTAL_LOCALES;
  else process.env.PORTAL_LOCALES = was;
});

describe("enrolments' API errors in the requester's language", () => {
  it("answers a missing request in English to Accept-Language: en, in Spanish otherwise", async () => {
    const remove = (language: string) =>
      call("DELETE", deleteRequest, {
        as: student,
        params: { id: "987654321" },
        headers: { "accept-language": language },
      });
    expect(await remove("en")).toMatchObject({
      status: 404,
      data: { message: "The enrolment request was not found" },
    });
    expect((await remove("es")).data.message).toBe("No se ha encontrado la solicitud de matrícula");
  });
});
