import { inArray } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as processRequest } from "@/app/enrollments-api/requests/[id]/process/route";
import { POST as unprocessRequest } from "@/app/enrollments-api/requests/[id]/unprocess/route";
import { GET as ownRequests, POST as submit } from "@/app/enrollments-api/requests/route";
import { getDb } from "@/lib/database";
import { academicYears, enrollmentCourses } from "@/db/schema";
import {
  clearPendingRequests,
  enrollmentWorld,
  extensionRequest,
  fullRequest,
  makeTerm,
  submitted,
  type EnrollmentWorld,
} from "@/lib/testing/enrollments";
import { call, uniq, type TestUser } from "@/lib/testing/fixtures";

let w: EnrollmentWorld;
beforeAll(async () => {
  w = await enrollmentWorld();
});
beforeEach(() => clearPendingRequests(w));

const id = (value: number) => ({ id: String(value) });
const send = (as: TestUser, json: unknown) => call("POST", submit, { as, json });
const NO_COURSES = "No se ha seleccionado ninguna asignatura";
const NO_PAYMENT = "Por favor, selecciona un método de pago";

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
    ["no course", { courses: [] }, NO_COURSES, "courses", NO_COURSES],
    ["no payment", { paymentOption: "" }, NO_PAYMENT, "paymentOption", NO_PAYMENT],
    ["the extension's payment on a full form", { paymentOption: "FULL" }, NO_PAYMENT, "paymentOption", NO_PAYMENT],
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

  it("refuses with 400 a closed term, a term of the other type, a course outside the degree, another degree, and an academic term other than the enrolment term's year", async () => {
    const closed = await makeTerm("R", false);
    const [otherYear] = await (
      await getDb()
    )
      .insert(academicYears)
      .values({ externalId: `y-${uniq()}`, name: "Curso 2027-2028" })
      .returning();
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
      [fullRequest(w, { termId: otherYear!.externalId }), "El ciclo lectivo no es el de la convocatoria de matrícula"],
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
    const first = await submitted(w);
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
    const first = await submitted(w);
    expect((await call("POST", processRequest, { as: w.admin, params: id(first) })).status).toBe(200);
    await submitted(w);
    const undo = await call("POST", unprocessRequest, { as: w.admin, params: id(first) });
    expect(undo.status).toBe(409);
    expect(undo.data.message).toBe(
      "No se puede deshacer: el alumno tiene otra solicitud pendiente en esta convocatoria",
    );
  });
});
