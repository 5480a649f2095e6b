import { describe, expect, it } from "vitest";
import { GET as listRoute } from "@/app/exams-api/exams/[id]/attendance/route";
import { GET as csvRoute } from "@/app/exams-api/exams/[id]/attendance/csv/route";
import { GET as pdfRoute } from "@/app/exams-api/exams/[id]/attendance/pdf/route";
import { PUT as changeVenue } from "@/app/exams-api/requests/[id]/venue/route";
import { GET as certificateRoute } from "@/app/exams-api/requests/[id]/attendance-certificate/route";
import { call, makeUser, type TestUser } from "@/lib/testing/fixtures";
import { checkin, examToday, voucher } from "@/lib/testing/exam-day";
import { printedVerification, responsePdfText } from "@/lib/testing/pdf-text";
import { verifyCode } from "@/lib/testing/verification";

const list = (as: TestUser, examId: number, query?: Record<string, string>) =>
  call("GET", listRoute, { as, params: { id: String(examId) }, query });
const certificate = (as: TestUser, requestId: number) =>
  call("GET", certificateRoute, { as, params: { id: String(requestId) } });

/** Two students booked at the first venue and one at the second; the first admitted at the first venue. */
async function dayWithOneArrival() {
  const w = await examToday(3);
  const [arrived, , moved] = w.students as [
    TestUser & { requestId: number },
    TestUser,
    TestUser & { requestId: number },
  ];
  await call("PUT", changeVenue, {
    as: w.manager,
    params: { id: String(moved.requestId) },
    json: { headquarterId: w.second.id },
  });
  const code = (await voucher(arrived, arrived.requestId)).data.code as string;
  expect((await checkin(w.instructor, { examId: w.exam.id, venueId: w.first.id, code })).data.result).toBe("Admitido");
  return { ...w, arrived };
}

describe("attendance of an exam", () => {
  it("lists the booked students of a venue, present and absent, for the exam's staff", async () => {
    const w = await dayWithOneArrival();
    const res = await list(w.instructor, w.exam.id, { venueId: w.first.id });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ examId: w.exam.id, courseName: "Historia del Arte", present: 1, absent: 1 });
    expect(res.data.content.map((r: { name: string; present: boolean }) => [r.name, r.present])).toEqual([
      ["Pérez 0, Lucía", true],
      ["Pérez 1, Lucía", false],
    ]);
    expect(res.data.content[0]).toMatchObject({
      dni: w.arrived.dni,
      venueName: w.first.name,
      arrivedAt: expect.any(String),
    });
    const all = await list(w.manager, w.exam.id);
    expect(all.data).toMatchObject({ present: 1, absent: 2 });
  });

  it("refuses instructors of other courses and unknown venues", async () => {
    const w = await dayWithOneArrival();
    expect(await list(await makeUser("ROLE_INSTRUCTOR"), w.exam.id)).toMatchObject({
      status: 404,
      data: { message: "No se ha encontrado el examen" },
    });
    expect(await list(w.manager, w.exam.id, { venueId: "sede-inexistente" })).toMatchObject({
      status: 404,
      data: { message: "No se ha encontrado la sede" },
    });
    expect((await list(w.arrived, w.exam.id)).status).toBe(403);
  });

  it("exports the list as CSV", async () => {
    const w = await dayWithOneArrival();
    const res = await call("GET", csvRoute, {
      as: w.manager,
      params: { id: String(w.exam.id) },
      query: { venueId: w.first.id },
    });
    expect(res.status).toBe(200);
    expect(res.res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const lines = (res.data as string)
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe('Identificador,"Apellidos, Nombre",DNI,Sede,Asistencia,Hora de llegada');
    expect(lines[1]).toMatch(
      new RegExp(
        `^${w.arrived.externalId},"Pérez 0, Lucía",${w.arrived.dni},${w.first.name},Presente,\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}$`,
      ),
    );
    expect(lines[2]).toMatch(/,"Pérez 1, Lucía",.*,Ausente,$/);
  });
});

describe("attendance as PDF", () => {
  it("lists present and absent students with their times, verifiable, for the exam's staff", async () => {
    const w = await dayWithOneArrival();
    const res = await call("GET", pdfRoute, {
      as: w.instructor,
      params: { id: String(w.exam.id) },
      query: { venueId: w.first.id },
    });
    expect(res.status).toBe(200);
    expect(res.res.headers.get("content-type")).toBe("application/pdf");
    const text = await responsePdfText(res.res);
    expect(text).toContain("Asistencia a examen");
    // Venue names wrap inside their cells: the row reads name, DNI, then the answer and the time.
    expect(text).toMatch(
      new RegExp(
        `Pérez 0, Lucía ${w.arrived.dni} .*?Presente \\d{2}:\\d{2} .*?Pérez 1, Lucía ${w.students[1]!.dni} .*?Ausente`,
      ),
    );
    expect(text).not.toContain("Pérez 2, Lucía");
    const printed = printedVerification(text);
    const verified = await verifyCode(printed!.code);
    expect(verified.data).toMatchObject({ kind: "Asistencia a examen", supersededAt: null });
  });

  it("is refused to staff of other exams and to students", async () => {
    const w = await dayWithOneArrival();
    const pdf = (as: TestUser) => call("GET", pdfRoute, { as, params: { id: String(w.exam.id) } });
    expect(await pdf(await makeUser("ROLE_INSTRUCTOR"))).toMatchObject({
      status: 404,
      data: { message: "No se ha encontrado el examen" },
    });
    expect((await pdf(w.arrived)).status).toBe(403);
    expect((await pdf(await makeUser("ROLE_SECR"))).status).toBe(403);
  });
});

describe("'Justificante de asistencia a examen'", () => {
  it("is issued once the student was checked in, once, and verifies", async () => {
    const w = await dayWithOneArrival();
    const first = await certificate(w.arrived, w.arrived.requestId);
    expect(first.status).toBe(200);
    expect(first.res.headers.get("content-type")).toBe("application/pdf");
    const text = await responsePdfText(first.res);
    expect(text).toContain("Justificante de asistencia a examen");
    expect(text).toContain(`con DNI ${w.arrived.dni}, asistió el`);
    expect(text).toContain(`al examen de Historia del Arte en la sede ${w.first.name}`);
    const printed = printedVerification(text);
    expect(printed).not.toBeNull();

    const again = await certificate(w.arrived, w.arrived.requestId);
    expect(printedVerification(await responsePdfText(again.res))!.code).toBe(printed!.code);
    const verified = await verifyCode(printed!.code);
    expect(verified.data).toMatchObject({ kind: "Justificante de asistencia a examen", supersededAt: null });
  });

  it("is refused before the check-in, and to anyone but its student", async () => {
    const w = await dayWithOneArrival();
    const absent = w.students[1]!;
    expect(await certificate(absent, absent.requestId)).toMatchObject({
      status: 409,
      data: { message: "Todavía no se ha registrado tu asistencia a este examen" },
    });
    expect(await certificate(absent, w.arrived.requestId)).toMatchObject({
      status: 404,
      data: { message: "No se ha encontrado la petición" },
    });
    expect((await certificate(w.manager, w.arrived.requestId)).status).toBe(403);
  });
});
