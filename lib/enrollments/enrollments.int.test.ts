import JSZip from "jszip";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as courseList } from "@/app/enrollments-api/courses/route";
import { POST as coursesCsv } from "@/app/enrollments-api/courses/csv/route";
import { GET as termList, POST as createTerm } from "@/app/enrollments-api/enrollment-terms/route";
import { PATCH as updateTerm } from "@/app/enrollments-api/enrollment-terms/[id]/route";
import { GET as extendedFiles, POST as attachExtended } from "@/app/enrollments-api/extended/[id]/files/route";
import { GET as grades } from "@/app/enrollments-api/grades/route";
import { GET as gradeCourses } from "@/app/enrollments-api/grades/[gradeId]/courses/route";
import { DELETE as deleteRequest } from "@/app/enrollments-api/requests/[id]/route";
import { GET as requestFiles, POST as attachFiles } from "@/app/enrollments-api/requests/[id]/files/route";
import { POST as processRequest } from "@/app/enrollments-api/requests/[id]/process/route";
import { POST as unprocessRequest } from "@/app/enrollments-api/requests/[id]/unprocess/route";
import { GET as allRequests } from "@/app/enrollments-api/requests/all/route";
import { GET as requestsCsv } from "@/app/enrollments-api/requests/csv/route";
import { GET as ownRequests, POST as submit } from "@/app/enrollments-api/requests/route";
import { GET as academicTerms } from "@/app/enrollments-api/terms/route";
import { GET as userData } from "@/app/enrollments-api/users/route";
import { GET as otherUserData } from "@/app/enrollments-api/users/[externalUserId]/route";
import { getDb } from "@/db";
import { enrollmentCourses, storedFiles } from "@/db/schema";
import { toCsv } from "@/lib/import/to-csv";
import { exe, pdf, png } from "@/lib/testing/files";
import { call, type TestUser } from "@/lib/testing/fixtures";
import { makeCourse } from "@/lib/testing/reference";
import {
  BAD_BIC,
  BAD_DOCUMENT,
  BAD_IBAN,
  BAD_ZIP,
  END_BEFORE_START,
  FORM_NOT_VALID,
  NO_COURSES,
  NO_PAYMENT,
  PROCESSED_NOT_DELETABLE,
} from "./schemas";
import {
  clearPendingRequests,
  enrollmentWorld,
  extensionRequest,
  fullRequest,
  makeTerm,
  setCapacity,
  type EnrollmentWorld,
} from "./testing";

let w: EnrollmentWorld;
beforeAll(async () => {
  w = await enrollmentWorld();
});
beforeEach(() => clearPendingRequests(w));

const id = (value: number) => ({ id: String(value) });
const send = (as: TestUser, json: unknown) => call("POST", submit, { as, json });
const created = async (json: unknown = fullRequest(w)) => {
  const res = await send(w.student, json);
  expect(res.status, JSON.stringify(res.data)).toBe(201);
  return res.data.id as number;
};
const capacity = async (courseId: number) => {
  const db = await getDb();
  const [row] = await db.select().from(enrollmentCourses).where(eq(enrollmentCourses.courseId, courseId));
  return row!.enrollments;
};
function files(...entries: [string, Buffer][]) {
  const form = new FormData();
  for (const [name, bytes] of entries) form.append("files", new File([new Uint8Array(bytes)], name));
  return form;
}

describe("enrolment terms", () => {
  const iso = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();

  it("the secretariat creates and edits a term; everyone sees the open ones, staff all with ?all=true", async () => {
    const res = await call("POST", createTerm, {
      as: w.secretary,
      json: { active: false, type: "A", name: "Extensión febrero", startDate: iso(-1), endDate: iso(5) },
    });
    expect(res).toMatchObject({ status: 201, data: { active: false, type: "A", name: "Extensión febrero" } });
    const termId = res.data.id as number;
    const open = async (as: TestUser, query?: Record<string, string>) =>
      ((await call("GET", termList, { as, query })).data as { id: number }[]).map((t) => t.id);
    expect(await open(w.student)).not.toContain(termId);
    expect(await open(w.admin, { all: "true" })).toContain(termId);
    expect(await open(w.student, { all: "true" })).not.toContain(termId);

    const edited = await call("PATCH", updateTerm, {
      as: w.secretary,
      params: id(termId),
      json: { id: termId, active: true, type: "A", name: "Extensión de febrero", startDate: iso(-1), endDate: iso(5) },
    });
    expect(edited).toMatchObject({ status: 200, data: { active: true, name: "Extensión de febrero" } });
    expect(await open(w.student)).toContain(termId);
    expect(await open(w.student)).toEqual(expect.arrayContaining([w.termR.id, w.termA.id]));
  });

  it("hides inactive terms and terms outside their dates", async () => {
    const future = await makeTerm("R", false);
    const inactive = await makeTerm("R", true, false);
    const shown = ((await call("GET", termList, { as: w.student })).data as { id: number }[]).map((t) => t.id);
    expect(shown).not.toContain(future.id);
    expect(shown).not.toContain(inactive.id);
  });

  it.each([
    ["no type", { type: undefined }, "type", "Este campo es obligatorio"],
    ["no name", { name: " " }, "name", "Este campo es obligatorio"],
    ["no start", { startDate: "" }, "startDate", "Este campo es obligatorio"],
    ["no end", { endDate: undefined }, "endDate", "Este campo es obligatorio"],
    ["an end before the start", { endDate: iso(-2) }, "endDate", END_BEFORE_START],
    [
      "an end equal to the start",
      { endDate: "2030-01-01T10:00:00.000Z", startDate: "2030-01-01T10:00:00.000Z" },
      "endDate",
      END_BEFORE_START,
    ],
  ])("refuses a term with %s", async (_, change, field, message) => {
    const res = await call("POST", createTerm, {
      as: w.secretary,
      json: { active: true, type: "R", name: "X", startDate: iso(-1), endDate: iso(1), ...change },
    });
    expect(res.status).toBe(400);
    expect(res.data.errors[field]).toEqual([message]);
  });

  it("answers 404 for a term that does not exist", async () => {
    const res = await call("PATCH", updateTerm, {
      as: w.secretary,
      params: id(999999),
      json: { type: "R", name: "X", startDate: iso(-1), endDate: iso(1) },
    });
    expect(res.status).toBe(404);
  });
});

describe("reference data for the form", () => {
  it("gives the academic terms and the student's own degree; staff get every degree", async () => {
    expect((await call("GET", academicTerms, { as: w.student })).data).toContainEqual({
      externalId: w.year.externalId,
      name: "Curso 2026-2027",
    });
    expect((await call("GET", grades, { as: w.student })).data).toEqual([
      { externalId: w.degree.externalId, degreeName: "Grado en Historia" },
    ]);
    const staff = (await call("GET", grades, { as: w.secretary })).data as { externalId: string }[];
    expect(staff.map((g) => g.externalId)).toEqual(
      expect.arrayContaining([w.degree.externalId, w.otherDegree.externalId]),
    );
  });

  it("lists a degree's enrolment courses with their capacity to staff, the available ones when asked", async () => {
    const db = await getDb();
    await db.update(enrollmentCourses).set({ available: false }).where(eq(enrollmentCourses.courseId, w.art.id));
    try {
      const all = await call("GET", gradeCourses, {
        as: w.secretary,
        params: { gradeId: w.degree.externalId },
        query: { academicYearId: w.year.externalId },
      });
      expect(all.data).toEqual([
        {
          courseId: w.history.externalId,
          courseName: "Historia Antigua",
          credits: 6,
          available: true,
          enrollments: 0,
          maxEnrollments: 30,
        },
        {
          courseId: w.art.externalId,
          courseName: "Historia del Arte",
          credits: 4.5,
          available: false,
          enrollments: 0,
          maxEnrollments: 30,
        },
        {
          courseId: w.full.externalId,
          courseName: "Paleografía",
          credits: 3,
          available: true,
          enrollments: 2,
          maxEnrollments: 2,
        },
      ]);
      const available = await call("GET", gradeCourses, {
        as: w.admin,
        params: { gradeId: w.degree.externalId },
        query: { available: "true" },
      });
      expect(available.data.map((c: { courseName: string }) => c.courseName)).toEqual([
        "Historia Antigua",
        "Paleografía",
      ]);
      for (const query of [{}, { available: "false" }, { available: "true" }] as Record<string, string>[]) {
        const shown = await call("GET", gradeCourses, {
          as: w.student,
          params: { gradeId: w.degree.externalId },
          query,
        });
        expect(shown.data.map((c: { courseName: string }) => c.courseName)).toEqual([
          "Historia Antigua",
          "Paleografía",
        ]);
      }
      const unknownYear = await call("GET", gradeCourses, {
        as: w.student,
        params: { gradeId: w.degree.externalId },
        query: { academicYearId: "no-existe" },
      });
      expect(unknownYear.status).toBe(404);
    } finally {
      await db.update(enrollmentCourses).set({ available: true }).where(eq(enrollmentCourses.courseId, w.art.id));
    }
  });

  it("gives personal data: a student their own only, staff anyone's; 404 when there is none", async () => {
    expect((await call("GET", userData, { as: w.student })).data).toMatchObject({
      givenName: "Lucía",
      familyName: "García Núñez",
      externalId: w.student.externalId,
      city: "Ávila",
      zipCode: "05001",
    });
    expect(
      (await call("GET", otherUserData, { as: w.student, params: { externalUserId: w.other.externalId } })).status,
    ).toBe(404);
    expect(
      (await call("GET", otherUserData, { as: w.student, params: { externalUserId: w.student.externalId } })).status,
    ).toBe(200);
    expect(
      (await call("GET", otherUserData, { as: w.admin, params: { externalUserId: w.student.externalId } })).data
        .givenName,
    ).toBe("Lucía");
    expect((await call("GET", otherUserData, { as: w.secretary, params: { externalUserId: "nadie" } })).status).toBe(
      404,
    );
  });
});

describe("submitting a request", () => {
  it("saves a full request with its courses, debtor data and consents; the student lists it as pending", async () => {
    const res = await send(w.student, fullRequest(w, { withFiles: true }));
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      enrollmentType: "R",
      enrollmentTerm: { name: w.termR.name },
      userExternalId: w.student.externalId,
      isProcessed: false,
      filesPending: true,
      courses: [w.history.externalId, w.art.externalId],
      discountMH: true,
      discountConvText: "Convenio Ayuntamiento",
      discountOther: false,
      insuranceOption: "INSURANCE_LESS_28",
      paymentOption: "FULL_DOM",
      debtIBAN: "ES9121000418450200051332",
      debtBIC: "CAIXESBBXXX",
      debtDNI: "12345678Z",
      imageAuthorization: true,
      dataSAPI: false,
      files: [],
    });
    expect(res.data.courseDetails).toEqual([
      { courseId: w.history.externalId, courseName: "Historia Antigua", credits: 6 },
      { courseId: w.art.externalId, courseName: "Historia del Arte", credits: 4.5 },
    ]);
    const mine = await call("GET", ownRequests, { as: w.student });
    expect(mine.data.content.map((r: { id: number }) => r.id)).toContain(res.data.id);
    expect((await call("GET", ownRequests, { as: w.other })).data).toEqual({ content: [], totalElements: 0 });
  });

  it("saves an extension with the single payment FULL, without discounts or debtor", async () => {
    const res = await send(w.student, extensionRequest(w));
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      enrollmentType: "A",
      paymentOption: "FULL",
      timeOption: "PART_TIME",
      imageAuthorization: false,
      generalDiscountOption: null,
      insuranceOption: null,
      debtOption: null,
      debtIBAN: "",
    });
  });

  it.each([
    ["financed", { paymentOption: "FINANCED" }],
    ["international", { paymentOption: "FULL_INTERNATIONAL" }],
  ])("needs no debtor data when the payment is %s", async (_, change) => {
    const res = await send(w.student, fullRequest(w, { ...change, debtIBAN: "", debtDNI: "", debtName: "" }));
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({ debtIBAN: "", debtOption: null });
  });

  it.each([
    [
      "a company debtor without IBAN or BIC",
      { debtOption: "BUSINESS", debtDNI: "A46103834", debtIBAN: "", debtBIC: "" },
    ],
    ["a foreign document, unchecked", { debtDocType: "EXT", debtDNI: "P-998877" }],
    ["a NIE", { debtDNI: "X1234567L" }],
    ["a CIF", { debtDNI: "Q2818014I" }],
    ["three terms", { paymentOption: "THREE_TERMS" }],
  ])("accepts %s", async (_, change) => {
    expect((await send(w.student, fullRequest(w, change))).status).toBe(201);
  });

  it.each([
    ["no course", { courses: [] }, NO_COURSES, "courses", NO_COURSES],
    ["no payment", { paymentOption: "" }, NO_PAYMENT, "paymentOption", NO_PAYMENT],
    ["the extension's payment on a full form", { paymentOption: "FULL" }, NO_PAYMENT, "paymentOption", NO_PAYMENT],
    ["an IBAN one digit off", { debtIBAN: "ES9121000418450200051333" }, FORM_NOT_VALID, "debtIBAN", BAD_IBAN],
    ["a short BIC", { debtBIC: "CAIXES" }, FORM_NOT_VALID, "debtBIC", BAD_BIC],
    ["a DNI with the wrong letter", { debtDNI: "12345678A" }, FORM_NOT_VALID, "debtDNI", BAD_DOCUMENT],
    ["a CIF with the wrong control", { debtDNI: "A46103835" }, FORM_NOT_VALID, "debtDNI", BAD_DOCUMENT],
    ["a 4-digit postal code", { debtZipCode: "5001" }, FORM_NOT_VALID, "debtZipCode", BAD_ZIP],
    ["an empty debtor city", { debtCity: " " }, FORM_NOT_VALID, "debtCity", "Este campo es obligatorio"],
    ["an extension without courses", { enrollmentType: "A" }, NO_COURSES, "courses", NO_COURSES],
  ])("refuses %s with the specification's message", async (_, change, message, field, fieldMessage) => {
    const body = "enrollmentType" in change ? { ...extensionRequest(w), courses: [] } : fullRequest(w, change);
    const res = await send(w.student, body);
    expect(res.status).toBe(400);
    expect(res.data.message).toBe(message);
    expect(res.data.errors[field]).toEqual([fieldMessage]);
  });

  it("checks the courses first, then the payment, then the debtor", async () => {
    const res = await send(w.student, fullRequest(w, { courses: [], paymentOption: "", debtIBAN: "x" }));
    expect(res.data.message).toBe(NO_COURSES);
    expect(res.data.errors).toMatchObject({ courses: [NO_COURSES], paymentOption: [NO_PAYMENT] });
  });

  it("refuses with 400 a closed term, a term of the other type, a course outside the degree and another degree", async () => {
    const closed = await makeTerm("R", false);
    const cases: [Record<string, unknown>, string][] = [
      [fullRequest(w, { enrollmentTermId: closed.id }), "La convocatoria de matrícula no está abierta"],
      [fullRequest(w, { enrollmentTermId: 999999 }), "La convocatoria de matrícula no está abierta"],
      [fullRequest(w, { enrollmentTermId: w.termA.id }), "La convocatoria no corresponde al tipo de matrícula"],
      [
        fullRequest(w, { courses: [w.history.externalId, w.physics.externalId] }),
        `Asignaturas fuera de la titulación del alumno: ${w.physics.externalId}`,
      ],
      [
        fullRequest(w, { grade: w.otherDegree.externalId, courses: [w.physics.externalId] }),
        "La titulación no corresponde al alumno",
      ],
      [fullRequest(w, { termId: "no-existe" }), "El ciclo lectivo no existe"],
    ];
    for (const [body, message] of cases)
      expect(await send(w.student, body), message).toMatchObject({ status: 400, data: { message } });
  });

  it("refuses with 400, naming the course, a request for a course whose enrolment is closed", async () => {
    const db = await getDb();
    const closedCourses = [w.art.id, w.full.id];
    await db
      .update(enrollmentCourses)
      .set({ available: false })
      .where(inArray(enrollmentCourses.courseId, closedCourses));
    const total = async () => (await call("GET", ownRequests, { as: w.student })).data.totalElements as number;
    const before = await total();
    try {
      const one = await send(w.student, fullRequest(w, { courses: [w.history.externalId, w.art.externalId] }));
      const message = "La matrícula de la asignatura «Historia del Arte» está cerrada";
      expect(one).toMatchObject({ status: 400, data: { message, errors: { courses: [message] } } });
      const two = await send(w.student, extensionRequest(w, { courses: [w.art.externalId, w.full.externalId] }));
      expect(two).toMatchObject({
        status: 400,
        data: { message: "La matrícula de las asignaturas «Historia del Arte», «Paleografía» está cerrada" },
      });
      expect(await total()).toBe(before);
      expect(await send(w.student, fullRequest(w, { courses: [w.history.externalId] }))).toMatchObject({ status: 201 });
    } finally {
      await db
        .update(enrollmentCourses)
        .set({ available: true })
        .where(inArray(enrollmentCourses.courseId, closedCourses));
    }
  });
});

describe("one pending request per call", () => {
  it("refuses a second pending request in the same call with 409 naming the first; another call is fine", async () => {
    const first = await created();
    const again = await send(w.student, fullRequest(w));
    expect(again.status).toBe(409);
    expect(again.data.message).toMatch(
      new RegExp(
        `^Ya tienes una solicitud pendiente en esta convocatoria: la n\\.º ${first}, enviada el \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}\\. ` +
          "Elimínala en 'Solicitudes' si quieres enviar otra\\.$",
      ),
    );
    expect((await send(w.student, extensionRequest(w))).status).toBe(201);
  });

  it("accepts a new request once the first is processed, and then refuses to undo the first", async () => {
    const first = await created();
    expect((await call("POST", processRequest, { as: w.admin, params: id(first) })).status).toBe(200);
    await created();
    const undo = await call("POST", unprocessRequest, { as: w.admin, params: id(first) });
    expect(undo.status).toBe(409);
    expect(undo.data.message).toBe(
      "No se puede deshacer: el alumno tiene otra solicitud pendiente en esta convocatoria",
    );
  });
});

describe("deleting a request", () => {
  it("a student deletes their own pending request; someone else's is 404; a processed one is 409", async () => {
    const mine = await created();
    expect((await call("DELETE", deleteRequest, { as: w.other, params: id(mine) })).status).toBe(404);
    expect((await call("DELETE", deleteRequest, { as: w.student, params: id(mine) })).status).toBe(200);
    expect((await call("DELETE", deleteRequest, { as: w.student, params: id(mine) })).status).toBe(404);

    const processed = await created();
    await call("POST", processRequest, { as: w.admin, params: id(processed) });
    for (const as of [w.student, w.admin]) {
      expect(await call("DELETE", deleteRequest, { as, params: id(processed) })).toMatchObject({
        status: 409,
        data: { message: PROCESSED_NOT_DELETABLE },
      });
    }
    await call("POST", unprocessRequest, { as: w.admin, params: id(processed) });
    expect((await call("DELETE", deleteRequest, { as: w.admin, params: id(processed) })).status).toBe(200);
  });

  it("takes the request's stored files with it", async () => {
    const request = await created();
    await call("POST", attachFiles, { as: w.student, params: id(request), body: files(["a.pdf", await pdf()]) });
    const db = await getDb();
    const before = await db.select({ n: storedFiles.id }).from(storedFiles);
    await call("DELETE", deleteRequest, { as: w.student, params: id(request) });
    expect((await db.select({ n: storedFiles.id }).from(storedFiles)).length).toBe(before.length - 1);
  });
});

describe("processing and undoing", () => {
  it("'Tramitar' counts each course once, even when repeated; 'Deshacer' takes them off again", async () => {
    const request = await created();
    const [h0, a0] = [await capacity(w.history.id), await capacity(w.art.id)];
    const res = await call("POST", processRequest, { as: w.admin, params: id(request) });
    expect(res).toMatchObject({ status: 200, data: { id: request, isProcessed: true } });
    expect((await call("POST", processRequest, { as: w.admin2, params: id(request) })).data.isProcessed).toBe(true);
    expect([await capacity(w.history.id), await capacity(w.art.id)]).toEqual([h0 + 1, a0 + 1]);

    expect((await call("POST", unprocessRequest, { as: w.admin, params: id(request) })).data.isProcessed).toBe(false);
    expect((await call("POST", unprocessRequest, { as: w.admin2, params: id(request) })).status).toBe(200);
    expect([await capacity(w.history.id), await capacity(w.art.id)]).toEqual([h0, a0]);
  });

  it("refuses with 409 naming the full course, and changes nothing", async () => {
    const request = await created(fullRequest(w, { courses: [w.history.externalId, w.full.externalId] }));
    const h0 = await capacity(w.history.id);
    const res = await call("POST", processRequest, { as: w.admin, params: id(request) });
    expect(res).toMatchObject({
      status: 409,
      data: { message: `La asignatura Paleografía (${w.full.externalId}) no tiene plazas libres` },
    });
    expect(await capacity(w.history.id)).toBe(h0);
    expect(await capacity(w.full.id)).toBe(2);
    const shown = (
      await call("GET", allRequests, { as: w.admin, query: { userExternalId: w.student.externalId, size: "100" } })
    ).data.content;
    expect(shown.find((r: { id: number }) => r.id === request).isProcessed).toBe(false);
  });

  it("answers 404 for a request that does not exist", async () => {
    expect((await call("POST", processRequest, { as: w.admin, params: id(999999) })).status).toBe(404);
    expect((await call("POST", unprocessRequest, { as: w.admin, params: id(999999) })).status).toBe(404);
  });
});

describe("staff lists and the CSV", () => {
  it("staff see every request, filtered by type, state, term and user, paged", async () => {
    const someone = w.other;
    const ext = await created(extensionRequest(w));
    await created();
    await created(extensionRequest(w, { enrollmentTermId: (await makeTerm("A")).id }));
    const byUser = await call("GET", allRequests, {
      as: w.secretary,
      query: { userExternalId: w.student.externalId, enrollmentType: "A", size: "100" },
    });
    expect(byUser.data.content.every((r: { enrollmentType: string }) => r.enrollmentType === "A")).toBe(true);
    expect(byUser.data.content.map((r: { id: number }) => r.id)).toContain(ext);
    const paged = await call("GET", allRequests, {
      as: w.admin,
      query: { userExternalId: w.student.externalId, size: "1", page: "1" },
    });
    expect(paged.data.content).toHaveLength(1);
    expect(paged.data.totalElements).toBeGreaterThan(2);
    const pending = await call("GET", allRequests, {
      as: w.admin,
      query: { processed: "false", enrollmentTermId: String(w.termA.id), size: "100" },
    });
    expect(
      pending.data.content.every(
        (r: { isProcessed: boolean; enrollmentTermId: number }) => !r.isProcessed && r.enrollmentTermId === w.termA.id,
      ),
    ).toBe(true);
    expect(
      (await call("GET", allRequests, { as: w.admin, query: { userExternalId: someone.externalId } })).data
        .totalElements,
    ).toBe(0);
  });

  it("downloads selfextendedenrollments.csv with every filtered request", async () => {
    const ext = await created(extensionRequest(w));
    await created(extensionRequest(w, { enrollmentTermId: (await makeTerm("A")).id }));
    const res = await call("GET", requestsCsv, {
      as: w.admin,
      query: { userExternalId: w.student.externalId, enrollmentType: "A", size: "1" },
    });
    expect(res.status).toBe(200);
    expect(res.res.headers.get("content-disposition")).toContain('filename="selfextendedenrollments.csv"');
    const lines = (res.data as string)
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toMatch(/^ID,Tipo de matrícula,Convocatoria,Fecha de creación,Usuario,Procesado,/);
    expect(lines.length - 1).toBeGreaterThan(1);
    expect(lines.slice(1).every((l) => l.includes("Extensión de matrícula"))).toBe(true);
    expect(lines.some((l) => l.startsWith(`${ext},Extensión de matrícula,${w.termA.name},`))).toBe(true);
  });
});

describe("attachments", () => {
  it("the student attaches files; one downloads as itself, several as a zip; others get 404", async () => {
    const request = await created(fullRequest(w, { withFiles: true }));
    const one = await call("POST", attachFiles, {
      as: w.student,
      params: id(request),
      body: files(["justificante.pdf", await pdf()]),
    });
    expect(one).toMatchObject({ status: 200, data: ["justificante.pdf"] });
    const single = await call("GET", requestFiles, { as: w.student, params: id(request) });
    expect(single.res.headers.get("content-type")).toBe("application/pdf");
    expect(single.res.headers.get("content-disposition")).toContain('filename="justificante.pdf"');

    await call("POST", attachFiles, {
      as: w.student,
      params: id(request),
      body: files(["justificante.pdf", png()], ["dni.png", png()]),
    });
    const zip = await call("GET", requestFiles, { as: w.admin, params: id(request) });
    expect(zip.res.headers.get("content-type")).toBe("application/zip");
    expect(zip.res.headers.get("content-disposition")).toContain(`filename="solicitud-${request}-archivos.zip"`);
    const archive = await JSZip.loadAsync(await zip.res.arrayBuffer());
    expect(Object.keys(archive.files)).toEqual(["justificante.pdf", "justificante (2).pdf", "dni.png"]);

    expect((await call("GET", requestFiles, { as: w.other, params: id(request) })).status).toBe(404);
    expect(
      (await call("POST", attachFiles, { as: w.other, params: id(request), body: files(["a.pdf", await pdf()]) }))
        .status,
    ).toBe(404);
    expect((await call("GET", extendedFiles, { as: w.student, params: id(request) })).status).toBe(404);
    const shown = (await call("GET", ownRequests, { as: w.student, query: { size: "100" } })).data.content.find(
      (r: { id: number }) => r.id === request,
    );
    expect(shown).toMatchObject({ filesPending: false, files: ["justificante.pdf", "justificante.pdf", "dni.png"] });
  });

  it("stores none when one file is refused: the request stays marked as without files", async () => {
    const request = await created(extensionRequest(w, { withFiles: true }));
    const res = await call("POST", attachExtended, {
      as: w.student,
      params: id(request),
      body: files(["bien.pdf", await pdf()], ["virus.pdf", exe()]),
    });
    expect(res.status).toBe(415);
    expect((await call("GET", extendedFiles, { as: w.student, params: id(request) })).status).toBe(404);
    const shown = (await call("GET", ownRequests, { as: w.student, query: { size: "100" } })).data.content.find(
      (r: { id: number }) => r.id === request,
    );
    expect(shown).toMatchObject({ filesPending: true, files: [] });
  });

  it("refuses an empty upload, files over the size limit and files for a processed request", async () => {
    const request = await created();
    expect((await call("POST", attachFiles, { as: w.student, params: id(request), body: new FormData() })).status).toBe(
      400,
    );
    process.env.UPLOAD_MAX_BYTES = "1000";
    try {
      expect(
        (
          await call("POST", attachFiles, {
            as: w.student,
            params: id(request),
            body: files(["g.pdf", await pdf("x".repeat(2000))]),
          })
        ).status,
      ).toBe(413);
    } finally {
      delete process.env.UPLOAD_MAX_BYTES;
    }
    await call("POST", processRequest, { as: w.admin, params: id(request) });
    expect(
      (await call("POST", attachFiles, { as: w.student, params: id(request), body: files(["a.pdf", await pdf()]) }))
        .status,
    ).toBe(409);
  });
});

describe("course capacity", () => {
  const upload = (text: string) => {
    const form = new FormData();
    form.set("file", new File([text], "asignaturas.csv", { type: "text/csv" }));
    return call("POST", coursesCsv, { as: w.admin, body: form });
  };
  const HEADER = ["courseId", "credits", "available", "enrollments", "maxEnrollments"];

  it("uploads capacities by course id and lists them", async () => {
    const fresh = await makeCourse(w.degree.id, "Epigrafía");
    const res = await upload(
      toCsv(HEADER, [
        [fresh.externalId, "4.5", "true", "3", "25"],
        [w.history.externalId, "6", "true", "0", "40"],
      ]),
    );
    expect(res).toMatchObject({ status: 200, data: { rows: 2 } });
    const list = (await call("GET", courseList, { as: w.admin })).data as { courseId: string }[];
    expect(list).toContainEqual({
      courseId: fresh.externalId,
      courseName: "Epigrafía",
      credits: 4.5,
      available: true,
      enrollments: 3,
      maxEnrollments: 25,
    });
    expect(list).toContainEqual(expect.objectContaining({ courseId: w.history.externalId, maxEnrollments: 40 }));
  });

  it("writes nothing when a line is wrong, and reports every line with its number", async () => {
    const fresh = await makeCourse(w.degree.id, "Numismática");
    const res = await upload(
      toCsv(HEADER, [
        [fresh.externalId, "3", "true", "0", "10"],
        ["no-existe", "3", "true", "0", "10"],
        [fresh.externalId, "x", "quizá", "12", "10"],
      ]),
    );
    expect(res.status).toBe(400);
    expect(res.data.errors.file).toEqual(
      expect.arrayContaining([
        'línea 3: asignatura "no-existe" no existe',
        expect.stringMatching(/^línea 4: credits "x"/),
        expect.stringMatching(/^línea 4: available "quizá"/),
      ]),
    );
    const db = await getDb();
    expect(
      await db
        .select()
        .from(enrollmentCourses)
        .where(inArray(enrollmentCourses.courseId, [fresh.id])),
    ).toEqual([]);
    expect((await upload("curso,creditos\nx,1\n")).data.errors.file[0]).toMatch(/^línea 1: cabecera incorrecta/);
  });

  it("refuses counts over the limit", async () => {
    const res = await upload(toCsv(HEADER, [[w.art.externalId, "3", "true", "11", "10"]]));
    expect(res.data.errors.file).toEqual(["línea 2: enrollments 11 supera maxEnrollments 10"]);
    await setCapacity(w.art.id, 30, 0, 4.5);
  });
});
