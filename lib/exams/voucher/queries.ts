import { msg } from "@/lib/i18n/message";
import { translator } from "@/lib/i18n/translate";
import { personLocale } from "@/lib/i18n/offered";
import { and, asc, eq } from "drizzle-orm";
import QRCode from "qrcode";
import type { Db } from "@/db";
import { courses, examAttendance, examRequests, examVenues, exams, users } from "@/db/schema";
import { NotFoundError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session-store";
import { FileDownload } from "@/lib/files/download";
import type { Voucher } from "./schemas";

const bookingsOf = (db: Db) =>
  db
    .select({
      id: examRequests.id,
      userId: examRequests.userId,
      examId: exams.id,
      option: exams.option,
      startsAt: exams.startsAt,
      courseName: courses.name,
      venueId: examVenues.id,
      venueName: examVenues.name,
      code: examRequests.bookingCode,
      arrivedAt: examAttendance.arrivedAt,
      givenName: users.givenName,
      familyName: users.familyName,
      dni: users.dni,
      locale: users.locale,
    })
    .from(examRequests)
    .innerJoin(exams, eq(exams.id, examRequests.examId))
    .innerJoin(courses, eq(courses.id, examRequests.courseId))
    .innerJoin(examVenues, eq(examVenues.id, examRequests.venueId))
    .innerJoin(users, eq(users.id, examRequests.userId))
    .leftJoin(examAttendance, eq(examAttendance.requestId, examRequests.id));
type Booking = Awaited<ReturnType<typeof bookingsOf>>[number];

/** A student's own booking with what its voucher and attendance certificate show; 404 for anyone else's. */
export async function ownBooking(db: Db, viewer: SessionUser, requestId: number): Promise<Booking> {
  const [row] = await bookingsOf(db).where(and(eq(examRequests.id, requestId), eq(examRequests.userId, viewer.id)));
  if (!row) throw new NotFoundError(msg("exams.errors.requestNotFound"));
  return row;
}

const voucherOfBooking = (b: Booking): Voucher => ({
  id: b.id,
  examId: b.examId,
  option: b.option,
  courseName: b.courseName,
  startsAt: b.startsAt.toISOString(),
  venueId: b.venueId,
  venueName: b.venueName,
  code: b.code,
  attendance: b.arrivedAt ? "Asistencia registrada" : null,
  arrivedAt: b.arrivedAt?.toISOString() ?? null,
});

/** The vouchers of every exam the student has booked at a venue (online exams have no door), by date. */
export async function vouchersOf(db: Db, viewer: SessionUser): Promise<Voucher[]> {
  const rows = await bookingsOf(db)
    .where(and(eq(examRequests.userId, viewer.id), eq(exams.online, false)))
    .orderBy(asc(exams.startsAt), asc(examRequests.id));
  return rows.map(voucherOfBooking);
}

/** 'Justificante de reserva': the exam, its date, the venue and the code its QR carries, and whether the student was checked in. */
export async function voucherOf(db: Db, viewer: SessionUser, requestId: number): Promise<Voucher> {
  return voucherOfBooking(await ownBooking(db, viewer, requestId));
}

/** The voucher's QR code as a PNG: the booking code alone, nothing that names the student. */
export async function voucherQr(db: Db, viewer: SessionUser, requestId: number): Promise<FileDownload> {
  const booking = await ownBooking(db, viewer, requestId);
  const png = await QRCode.toBuffer(booking.code, { type: "png", errorCorrectionLevel: "M", margin: 2, width: 320 });
  const name = translator(personLocale(booking.locale), "exams")("voucher.qrFileName", { id: booking.id });
  return new FileDownload(new Uint8Array(png), name, "image/png");
}
