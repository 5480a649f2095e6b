import { beforeAll, describe, expect, it } from "vitest";
import { GET as courseExams } from "@/app/exams-api/exams/courses/[courseId]/route";
import { POST as csvUpload } from "@/app/exams-api/exams/csv/route";
import { toCsv } from "@/lib/import/to-csv";
import { call, makeUser, type TestUser } from "@/lib/testing/fixtures";
import { makeExamCourse, makeTerm, makeVenue } from "@/lib/testing/exams";
import { multipart } from "@/lib/testing/files";
import { EXAM_CSV_COLUMNS } from "./csv-import";

let support: TestUser;
let term: Awaited<ReturnType<typeof makeTerm>>;
beforeAll(async () => {
  support = await makeUser("ROLE_ADMIN");
  term = await makeTerm();
});

describe("POST /exams-api/exams/csv", () => {
  const upload = (rows: (string | number)[][], header?: string) => {
    let text = toCsv(EXAM_CSV_COLUMNS, rows);
    if (header) text = text.replace(/^.*\n/, `${header}\n`);
    return call("POST", csvUpload, {
      as: support,
      body: multipart("file", Buffer.from(text), "examenes.csv", "text/csv"),
    });
  };

  it("imports exams with ISO 8601 and DD/MM/YYYY HH:mm (Madrid) dates, and upserts by course, term and option", async () => {
    const { course } = await makeExamCourse(0);
    const venue = await makeVenue(10);
    const rows = [
      [
        course.externalId,
        "A",
        "2031-06-15T09:00:00Z",
        90,
        "2031-05-01T00:00:00Z",
        "2031-05-15T00:00:00Z",
        term.id,
        "true",
        "false",
        venue.id,
      ],
      [
        course.externalId,
        "B",
        "16/06/2031 10:30",
        60,
        "01/05/2031 00:00",
        "15/05/2031 23:59",
        term.id,
        "false",
        "true",
        "",
      ],
    ];
    expect(await upload(rows)).toMatchObject({ status: 200, data: { rows: 2 } });
    const list = await call("GET", courseExams, { as: support, params: { courseId: course.externalId } });
    expect(list.data).toMatchObject([
      {
        option: "A",
        date: "2031-06-15T09:00:00.000Z",
        duration: 90,
        visible: true,
        online: false,
        defaultHeadquarter: venue.id,
      },
      {
        option: "B",
        date: "2031-06-16T08:30:00.000Z",
        duration: 60,
        visible: false,
        online: true,
        defaultHeadquarter: null,
      },
    ]);
    rows[0]![3] = 100;
    expect((await upload(rows)).status).toBe(200);
    const again = await call("GET", courseExams, { as: support, params: { courseId: course.externalId } });
    expect(again.data).toHaveLength(2);
    expect(again.data[0].duration).toBe(100);
  });

  it("rejects the whole file, reporting every bad line by number", async () => {
    const { course } = await makeExamCourse(0);
    const good = [
      course.externalId,
      "A",
      "2031-06-15T09:00:00Z",
      90,
      "2031-05-01T00:00:00Z",
      "2031-05-15T00:00:00Z",
      term.id,
      "true",
      "false",
      "",
    ];
    const res = await upload([
      good,
      [
        course.externalId,
        "AB",
        "2031-06-15T09:00:00Z",
        90,
        "2031-05-01T00:00:00Z",
        "2031-05-15T00:00:00Z",
        term.id,
        "true",
        "false",
        "",
      ],
      [
        course.externalId,
        "C",
        "31/02/2031 10:00",
        90,
        "2031-05-01T00:00:00Z",
        "2031-05-15T00:00:00Z",
        term.id,
        "true",
        "false",
        "",
      ],
      [
        "NO-EXISTE",
        "D",
        "2031-06-15T09:00:00Z",
        90,
        "2031-05-01T00:00:00Z",
        "2031-05-15T00:00:00Z",
        999999,
        "true",
        "false",
        "nope",
      ],
      [
        course.externalId,
        "E",
        "2031-06-15T09:00:00Z",
        90,
        "2031-05-01T00:00:00Z",
        "2031-05-15T00:00:00Z",
        term.id,
        "sí",
        "false",
        "",
      ],
    ]);
    expect(res.status).toBe(400);
    const errors: string[] = res.data.errors.file;
    expect(errors.some((e) => e.startsWith("línea 3: option"))).toBe(true);
    expect(errors.some((e) => e.startsWith("línea 4: date"))).toBe(true);
    expect(errors.filter((e) => e.startsWith("línea 5"))).toHaveLength(3);
    expect(errors.some((e) => e.startsWith("línea 6: visible"))).toBe(true);
    expect(errors.some((e) => e.startsWith("línea 2"))).toBe(false);
    expect((await call("GET", courseExams, { as: support, params: { courseId: course.externalId } })).data).toEqual([]);
  });

  it("rejects a wrong header and a missing file", async () => {
    expect((await upload([], "courseId,option")).status).toBe(400);
    const none = await call("POST", csvUpload, { as: support, body: multipart("file", null) });
    expect(none).toMatchObject({ status: 400, data: { message: "No se ha seleccionado ningún archivo" } });
  });
});
