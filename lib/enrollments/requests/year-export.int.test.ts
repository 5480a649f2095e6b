import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as processRequest } from "@/app/enrollments-api/requests/[id]/process/route";
import { courseMembers } from "@/db/schema";
import { getDb } from "@/lib/database";
import { importCsv } from "@/lib/import/import-file";
import { parseCsv } from "@/lib/import/parse-csv";
import { enrollmentWorld, submitted, type EnrollmentWorld } from "@/lib/testing/enrollments";
import { call } from "@/lib/testing/fixtures";
import { enrolmentsCsv } from "./year-export";

let w: EnrollmentWorld;
beforeAll(async () => {
  // The world's own academic year, never active: --replace on it touches no other test's memberships.
  w = await enrollmentWorld();
  const request = await submitted(w);
  expect((await call("POST", processRequest, { as: w.secretary, params: { id: String(request) } })).status).toBe(200);
});

const yearMemberships = async () =>
  (await getDb())
    .select({
      courseId: courseMembers.courseId,
      userId: courseMembers.userId,
      memberRole: courseMembers.memberRole,
      source: courseMembers.source,
      request: courseMembers.enrollmentRequestId,
    })
    .from(courseMembers)
    .where(eq(courseMembers.academicYearId, w.year.id))
    .orderBy(asc(courseMembers.courseId), asc(courseMembers.userId));

const membersCsv = (rows: string[][]) =>
  ["courseExternalId,userExternalId,memberRole,academicYear", ...rows.map((r) => r.join(","))].join("\n") + "\n";

describe("the information system and the portal's enrolments", () => {
  it("export enrolments writes one row per student and course, in import course-members' columns and more", async () => {
    const csv = await enrolmentsCsv(await getDb(), w.year.externalId);
    const [header] = csv.split("\r\n");
    expect(header).toBe(
      "courseExternalId,userExternalId,memberRole,academicYear,dni,enrollmentTerm,enrollmentType,timeOption,paymentOption,debtDocType,debtDNI,debtName,debtAddress,debtCity,debtZipCode,debtState,debtCountry,debtIBAN,debtBIC",
    );
    const { records } = parseCsv(csv, ["courseExternalId", "userExternalId", "memberRole", "academicYear"], {
      othersIgnored: true,
    });
    expect(records.map((r) => r.cells)).toEqual(
      [w.history.externalId, w.art.externalId].sort().map((course) => ({
        courseExternalId: course,
        userExternalId: w.student.externalId,
        memberRole: "STUDENT",
        academicYear: w.year.externalId,
      })),
    );
    expect(csv).toContain(w.student.dni);
  });

  it("importing the export, with --replace of its year, changes nothing and reports no error", async () => {
    const before = await yearMemberships();
    expect(before).toHaveLength(2);
    expect(before.every((m) => m.source === "enrolment")).toBe(true);
    const csv = await enrolmentsCsv(await getDb(), w.year.externalId);
    expect(await importCsv(await getDb(), "course-members", csv, { replace: w.year.externalId })).toEqual({
      ok: true,
      rows: 2,
      notes: ["0 pertenencias terminadas (del sistema de información, que el fichero no lista)"],
    });
    expect(await importCsv(await getDb(), "course-members", csv)).toEqual({ ok: true, rows: 2 });
    expect(await yearMemberships()).toEqual(before);
  });

  it("--replace ends the year's unlisted memberships from the information system and keeps the enrolments'", async () => {
    const db = await getDb();
    const year = w.year.externalId;
    expect(
      await importCsv(
        db,
        "course-members",
        membersCsv([
          [w.art.externalId, w.other.externalId, "STUDENT", year],
          [w.history.externalId, w.instructor.externalId, "INSTRUCTOR", year],
        ]),
      ),
    ).toEqual({ ok: true, rows: 2 });
    const replaced = await importCsv(
      db,
      "course-members",
      membersCsv([[w.history.externalId, w.instructor.externalId, "INSTRUCTOR", year]]),
      { replace: year },
    );
    expect(replaced).toEqual({
      ok: true,
      rows: 1,
      notes: [
        "1 pertenencia terminada (del sistema de información, que el fichero no lista)",
        "2 de matrícula sin equivalente en el fichero (se conservan)",
      ],
    });
    const left = await yearMemberships();
    expect(left.filter((m) => m.userId === w.other.id)).toEqual([]);
    expect(left.filter((m) => m.source === "enrolment")).toHaveLength(2);
    expect(left.filter((m) => m.userId === w.instructor.id)).toMatchObject([
      { source: "sis", memberRole: "INSTRUCTOR" },
    ]);
  });

  it("refuses an academic year that does not exist, in a cell or after --replace, and imports nothing", async () => {
    const db = await getDb();
    const csv = membersCsv([[w.history.externalId, w.other.externalId, "STUDENT", "no-existe"]]);
    expect(await importCsv(db, "course-members", csv)).toEqual({
      ok: false,
      errors: ['línea 2: curso académico "no-existe" no existe'],
    });
    const valid = membersCsv([[w.history.externalId, w.other.externalId, "STUDENT", w.year.externalId]]);
    expect(await importCsv(db, "course-members", valid, { replace: "tampoco" })).toEqual({
      ok: false,
      errors: ['línea 2: curso académico "tampoco" no existe (--replace)'],
    });
    expect((await yearMemberships()).filter((m) => m.userId === w.other.id)).toEqual([]);
  });
});
