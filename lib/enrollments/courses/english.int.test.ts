import { describe, expect, it } from "vitest";
import { POST as coursesCsv } from "@/app/enrollments-api/courses/csv/route";
import { toCsv } from "@/lib/import/to-csv";
import { call, makeUser } from "@/lib/testing/fixtures";
import { offeringLocales } from "@/lib/testing/locales";
import { makeCourse, makeDegree, makePastYear } from "@/lib/testing/reference";

offeringLocales("es,en");

const HEADER = ["courseId", "credits", "available", "enrollments", "maxEnrollments", "academicYear"];

async function upload(as: { sessionId: string }, text: string) {
  const form = new FormData();
  form.set("file", new File([text], "courses.csv", { type: "text/csv" }));
  return call("POST", coursesCsv, { as, body: form });
}

describe("the capacity upload's line errors in the admin's language", () => {
  it("says each refused line in English to an admin who chose English, and in Spanish to one who did not", async () => {
    const [english, spanish] = await Promise.all([makeUser("ROLE_ADMIN", { locale: "en" }), makeUser("ROLE_ADMIN")]);
    const course = await makeCourse((await makeDegree()).id, "Numismática");
    const year = await makePastYear();
    const csv = toCsv(HEADER, [
      [course.externalId, "3", "true", "0", "10", year.externalId],
      ["no-such-course", "3", "true", "0", "10", year.externalId],
      [course.externalId, "3,5", "maybe", "12", "10", year.externalId],
      [course.externalId, "3", "true", "0", "10", "no-such-year"],
      [course.externalId, "3", "true", "11", "10", year.externalId],
    ]);

    const res = await upload(english, csv);
    expect(res.status).toBe(400);
    expect(res.data).toEqual({
      message: "The file has not been imported: correct the lines shown",
      errors: {
        file: [
          'line 3: course "no-such-course" does not exist',
          'line 4: credits "3,5" is not a valid number (use the decimal point and at most two decimals)',
          'line 4: available "maybe" is not valid: use true or false',
          'line 5: academic year "no-such-year" does not exist',
          "line 6: enrollments 11 is more than maxEnrollments 10",
        ],
      },
    });

    expect((await upload(spanish, csv)).data.errors.file).toEqual([
      'línea 3: asignatura "no-such-course" no existe',
      'línea 4: credits "3,5" no es un número válido (usa el punto decimal y como mucho dos decimales)',
      'línea 4: available "maybe" no válido: usa true o false',
      'línea 5: curso académico "no-such-year" no existe',
      "línea 6: enrollments 11 supera maxEnrollments 10",
    ]);
  });

  it("says a wrong header in English", async () => {
    const english = await makeUser("ROLE_ADMIN", { locale: "en" });
    const res = await upload(english, "course,credits\nx,1\n");
    expect(res.data.errors.file).toEqual([
      'line 1: wrong header; "courseId,credits,available,enrollments,maxEnrollments[,academicYear]" was expected and "course,credits" was found',
    ]);
  });
});
