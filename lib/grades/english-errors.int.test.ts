import { beforeAll, describe, expect, it } from "vitest";
import { GET as download } from "@/app/grades-api/proceedings/[courseId]/download/route";
import { call, makeUser, type TestUser } from "@/lib/testing/fixtures";
import { offeringLocales } from "@/lib/testing/locales";

offeringLocales("es,en");

let student: TestUser;
beforeAll(async () => {
  student = await makeUser("ROLE_STUDENT");
});

describe("grades' API errors in the requester's language", () => {
  it("answers a missing academic record in English to Accept-Language: en, in Spanish otherwise", async () => {
    const ask = (language: string) =>
      call("GET", download, {
        as: student,
        params: { courseId: "no-such-degree" },
        headers: { "accept-language": language },
      });
    expect(await ask("en")).toMatchObject({
      status: 404,
      data: { message: "There is no academic record for this degree" },
    });
    expect((await ask("es")).data.message).toBe("No hay expediente para esta titulación");
  });
});
