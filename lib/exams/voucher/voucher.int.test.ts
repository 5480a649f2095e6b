import { describe, expect, it } from "vitest";
import { GET as qrRoute } from "@/app/exams-api/requests/[id]/voucher/qr/route";
import { GET as pdfRoute } from "@/app/exams-api/requests/[id]/voucher/pdf/route";
import { printedVerification, responsePdfText } from "@/lib/testing/pdf-text";
import { PUT as changeVenue } from "@/app/exams-api/requests/[id]/venue/route";
import { call, makeUser } from "@/lib/testing/fixtures";
import { examToday, voucher } from "@/lib/testing/exam-day";
import { verifyCode } from "@/lib/testing/verification";

describe("'Justificante de reserva'", () => {
  it("shows the student's booked exam, venue and a random code that names no one", async () => {
    const w = await examToday(2);
    const [student, other] = w.students;
    const { status, data } = await voucher(student!, student!.requestId);
    expect(status).toBe(200);
    expect(data).toMatchObject({
      id: student!.requestId,
      examId: w.exam.id,
      courseName: "Historia del Arte",
      startsAt: w.exam.startsAt.toISOString(),
      venueId: w.first.id,
      venueName: w.first.name,
      attendance: null,
      arrivedAt: null,
    });
    expect(data.code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    for (const own of [student!.dni, student!.externalId]) expect(data.code).not.toContain(own);
    const others = await voucher(other!, other!.requestId);
    expect(others.data.code).not.toBe(data.code);
  });

  it("serves the QR as a PNG to its student only; anyone else's request is not found", async () => {
    const w = await examToday(2);
    const [student, classmate] = w.students;
    const qr = await call("GET", qrRoute, { as: student!, params: { id: String(student!.requestId) } });
    expect(qr.status).toBe(200);
    expect(qr.res.headers.get("content-type")).toBe("image/png");
    const bytes = new Uint8Array(await qr.res.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);

    const refused = await call("GET", qrRoute, { as: classmate!, params: { id: String(student!.requestId) } });
    expect(refused).toMatchObject({ status: 404, data: { message: "No se ha encontrado la petición" } });
    expect(await voucher(classmate!, student!.requestId)).toMatchObject({
      status: 404,
      data: { message: "No se ha encontrado la petición" },
    });
    expect((await voucher(w.manager, student!.requestId)).status).toBe(403);
    expect((await voucher(await makeUser("ROLE_INSTRUCTOR"), student!.requestId)).status).toBe(403);
  });

  it("'Cambiar de sede' issues a new code", async () => {
    const w = await examToday(1);
    const [student] = w.students;
    const before = (await voucher(student!, student!.requestId)).data.code;
    const moved = await call("PUT", changeVenue, {
      as: w.manager,
      params: { id: String(student!.requestId) },
      json: { headquarterId: w.second.id },
    });
    expect(moved.status).toBe(200);
    const after = await voucher(student!, student!.requestId);
    expect(after.data).toMatchObject({ venueId: w.second.id, venueName: w.second.name });
    expect(after.data.code).not.toBe(before);
  });

  it("downloads as a PDF issued once per booking that verifies at /verificar; a change of venue issues a new one", async () => {
    const w = await examToday(2);
    const [student, classmate] = w.students;
    const pdf = (as: typeof student) => call("GET", pdfRoute, { as: as!, params: { id: String(student!.requestId) } });
    const first = await pdf(student);
    expect(first.status).toBe(200);
    expect(first.res.headers.get("content-type")).toBe("application/pdf");
    const text = await responsePdfText(first.res);
    expect(text).toContain("Justificante de reserva");
    expect(text).toContain("Historia del Arte");
    expect(text).toContain(w.first.name);
    expect(text).toContain("Muestra este código en el control de acceso de la sede.");
    const printed = printedVerification(text);
    expect(printed).not.toBeNull();
    const again = printedVerification(await responsePdfText((await pdf(student)).res));
    expect(again!.code).toBe(printed!.code);
    const verified = await verifyCode(printed!.code);
    expect(verified.data).toMatchObject({ kind: "Justificante de reserva", supersededAt: null });

    await call("PUT", changeVenue, {
      as: w.manager,
      params: { id: String(student!.requestId) },
      json: { headquarterId: w.second.id },
    });
    const moved = printedVerification(await responsePdfText((await pdf(student)).res));
    expect(moved!.code).not.toBe(printed!.code);
    const old = await verifyCode(printed!.code);
    expect(old.data.supersededAt).not.toBeNull();

    expect(await pdf(classmate)).toMatchObject({ status: 404, data: { message: "No se ha encontrado la petición" } });
    expect((await pdf(w.manager as typeof student)).status).toBe(403);
  });
});
