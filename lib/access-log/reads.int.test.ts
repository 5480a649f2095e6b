import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as readsOf } from "@/app/privacy-api/people/[externalId]/reads/route";
import { getDb } from "@/lib/database";
import { personalDataReads } from "@/db/schema";
import { cases as documentCases } from "@/lib/testing/row-scope/documents";
import { cases as enrollmentCases } from "@/lib/testing/row-scope/enrollments";
import { cases as instanceCases } from "@/lib/testing/row-scope/instances";
import { cases as studentRecordCases } from "@/lib/testing/row-scope/student-record";
import { cases as tfgCases } from "@/lib/testing/row-scope/tfg";
import { isUnscoped, type RowScopeCase } from "@/lib/testing/row-scope/types";
import type { Role } from "@/db/enums/roles";
import { loadStudentFile } from "@/lib/student-record/student-file";
import { checkin, examToday, voucher } from "@/lib/testing/exam-day";
import { call, makeUser, type TestUser } from "@/lib/testing/fixtures";
import { api, rowScopeWorld, type RowScopeWorld } from "@/lib/testing/row-scope-world";
import { discoverApiRoutes } from "@/lib/testing/routes";
import { readsRecorded } from "./record";

// Each route that declares a read of one student is called on a row of the row-scope matrix: by staff
// it writes exactly one row naming the student, by the student themself none. The reads of lists,
// searches and exports, which name every student shown, are checked by ./coverage.int.test.ts.

const matrix = [...studentRecordCases, ...documentCases, ...instanceCases, ...enrollmentCases, ...tfgCases].filter(
  (row): row is RowScopeCase => !isUnscoped(row),
);
const MANY = new Set([
  "GET /documents-api",
  "GET /enrollments-api/requests/all",
  "GET /enrollments-api/requests/csv",
  "GET /exams-api/exams/{id}/attendance",
  "GET /exams-api/exams/{id}/attendance/csv",
  "GET /exams-api/exams/{id}/attendance/pdf",
  "GET /exams-api/requests",
  "GET /exams-api/requests/active",
  "GET /exams-api/students",
  "GET /exams-api/waitlist/entries",
  "GET /instances-api/instances",
  "GET /instances-api/instances/export",
  "GET /interactions-api",
  "GET /interactions-api/course/{courseId}/users",
  "GET /interactions-api/{key}",
  "GET /privacy-api/people",
  "GET /registry-api",
  "GET /registry-api/export",
  "GET /registry-api/{id}",
  "GET /registry-api/users/{kind}/{term}",
  "GET /student-record-api/users/{kind}/{term}",
  "GET /tfg-api/jobs/{id}/file",
  "GET /tfg-api/requests",
  "GET /tfg-api/requests/current",
  "GET /tfg-api/requests/defenses",
  // Checked below, on a scan at the door.
  "POST /exams-api/checkin",
]);
const recording = (await discoverApiRoutes()).flatMap((r) =>
  r.handler.endpoint.kind === "session" && r.handler.endpoint.reads
    ? [{ key: `${r.method} ${r.publicPath}`, roles: r.handler.endpoint.roles, what: r.handler.endpoint.reads }]
    : [],
);

let w: RowScopeWorld;
beforeAll(async () => {
  w = await rowScopeWorld();
});

const readsAbout = async (studentId: number) =>
  (await getDb())
    .select()
    .from(personalDataReads)
    .where(eq(personalDataReads.studentId, studentId))
    .orderBy(personalDataReads.id);

/** A member of staff the route allows who may see `w.student`. */
const staffFor = (roles: readonly Role[]): TestUser =>
  roles.includes("ROLE_SECR") ? w.secretary : roles.includes("ROLE_ADMIN") ? w.admin : w.coordinator;

describe("who read what", () => {
  it("the student file, the lists and searches of students, the requests' details and downloads declare their reads", () => {
    expect(recording.map((r) => r.key).sort()).toEqual([
      "GET /documents-api",
      "GET /documents-api/{id}/file",
      "GET /enrollments-api/extended/{id}/files",
      "GET /enrollments-api/extended/{id}/pdf",
      "GET /enrollments-api/requests/all",
      "GET /enrollments-api/requests/csv",
      "GET /enrollments-api/requests/{id}/files",
      "GET /enrollments-api/requests/{id}/pdf",
      "GET /enrollments-api/users/{externalUserId}",
      "GET /exams-api/exams/{id}/attendance",
      "GET /exams-api/exams/{id}/attendance/csv",
      "GET /exams-api/exams/{id}/attendance/pdf",
      "GET /exams-api/requests",
      "GET /exams-api/requests/active",
      "GET /exams-api/students",
      "GET /exams-api/waitlist/entries",
      "GET /instances-api/data/users/{userId}",
      "GET /instances-api/instances",
      "GET /instances-api/instances/export",
      "GET /instances-api/instances/{id}",
      "GET /instances-api/instances/{id}/file",
      "GET /instances-api/instances/{id}/files/{versionId}",
      "GET /instances-api/instances/{id}/studentFile",
      "GET /interactions-api",
      "GET /interactions-api/course/{courseId}/users",
      "GET /interactions-api/{key}",
      "GET /privacy-api/people",
      "GET /privacy-api/people/{externalId}/export",
      "GET /registry-api",
      "GET /registry-api/export",
      "GET /registry-api/users/{kind}/{term}",
      "GET /registry-api/{id}",
      "GET /student-record-api/courses/{user}",
      "GET /student-record-api/grades/{user}/convocatory/{convocatory}",
      "GET /student-record-api/proceeding/{course}/{user}",
      "GET /student-record-api/proceeding/{course}/{user}/download",
      "GET /student-record-api/user/{dni}",
      "GET /student-record-api/users/{kind}/{term}",
      "GET /tfg-api/jobs/{id}/file",
      "GET /tfg-api/requests",
      "GET /tfg-api/requests/current",
      "GET /tfg-api/requests/defenses",
      "GET /tfg-api/requests/{id}/defenses/{defenseId}/pdf",
      "GET /tfg-api/requests/{id}/pdf",
      "POST /exams-api/checkin",
    ]);
  });

  for (const route of recording.filter((r) => !MANY.has(r.key))) {
    it(`${route.key}: one row by staff, none by the student`, async () => {
      const c = matrix.find((row) => row.route === route.key);
      const s = c ? await c.setup(w) : undefined;
      const input = { params: s?.params ?? { userId: w.student.dni, externalId: w.student.externalId } };
      // A student's own request (its owner), or the student the staff's case reads about.
      const student = s?.owner.role === "ROLE_STUDENT" ? s.owner : w.student;
      const before = (await readsAbout(student.id)).length;
      if (route.roles.includes("ROLE_STUDENT")) {
        const own = await api(route.key, student, input);
        expect(own.status, JSON.stringify(own.data)).toBeLessThan(300);
        await readsRecorded();
        expect(await readsAbout(student.id), "the student's own read").toHaveLength(before);
      }
      const reader = staffFor(route.roles);
      const read = await api(route.key, reader, input);
      expect(read.status, JSON.stringify(read.data)).toBeLessThan(300);
      await readsRecorded();
      const rows = await readsAbout(student.id);
      expect(rows).toHaveLength(before + 1);
      expect(rows.at(-1)).toMatchObject({ readerId: reader.id, readerRole: reader.role, what: route.what });
    });
  }

  it("a scan at the door writes one row naming the student, by the staff member who scanned", async () => {
    const day = await examToday();
    const [student] = day.students;
    const { code } = (await voucher(student!, student!.requestId)).data as { code: string };
    const scanned = await checkin(day.instructor, { examId: day.exam.id, venueId: day.first.id, code });
    expect(scanned.data.result).toBe("Admitido");
    await readsRecorded();
    expect(await readsAbout(student!.id)).toEqual([
      expect.objectContaining({ readerId: day.instructor.id, what: "Exámenes: control de acceso" }),
    ]);
  });

  it("a refused read (another coordinator's student) writes nothing", async () => {
    const before = (await readsAbout(w.student.id)).length;
    const res = await api("GET /student-record-api/courses/{user}", w.coordinatorB, {
      params: { user: w.student.externalId },
    });
    expect(res.status).toBe(404);
    await readsRecorded();
    expect(await readsAbout(w.student.id)).toHaveLength(before);
  });

  it("opening the student file's page writes one row", async () => {
    const student = await makeUser("ROLE_STUDENT");
    const staff = { ...w.secretary, givenName: "Ana", familyName: "Secretaria", email: null };
    const file = await loadStudentFile(await getDb(), staff, student.externalId);
    expect(file?.student.userId).toBe(student.externalId);
    await readsRecorded();
    expect(await readsAbout(student.id)).toEqual([
      expect.objectContaining({
        readerId: w.secretary.id,
        what: "Ficha del alumno: información personal, asignaturas e interacciones",
      }),
    ]);
  });

  it("an administrator sees them per student, newest first: fecha, quién, qué", async () => {
    const res = await call("GET", readsOf, { as: w.admin, params: { externalId: w.student.externalId } });
    expect(res.status).toBe(200);
    expect(res.data.totalElements).toBe((await readsAbout(w.student.id)).length);
    expect(res.data.totalElements).toBeGreaterThan(5);
    expect(res.data.content[0]).toEqual({
      id: expect.any(Number),
      at: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/),
      reader: expect.stringMatching(/ \((Secretaría|Administrador|Coordinador)\)$/),
      what: expect.any(String),
    });
    const missing = await call("GET", readsOf, { as: w.admin, params: { externalId: "nadie-5678" } });
    expect(missing).toMatchObject({
      status: 404,
      data: { message: 'No existe ninguna persona con el identificador "nadie-5678"' },
    });
  });
});
