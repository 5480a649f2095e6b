import type { Db } from "@/db";
import type { SessionUser } from "@/lib/auth/session-store";
import { formatDateTime } from "@/lib/dates";
import { FileDownload, PDF_MIME } from "@/lib/files/download";
import { issuePdf } from "@/lib/pdf/issue";
import { section, type PdfBlock, type PdfDocument } from "@/lib/pdf/model";
import { ownBooking } from "./queries";

type Booking = Awaited<ReturnType<typeof ownBooking>>;

/** The student and the booked exam, as the voucher and the attendance certificate print them (`more`: rows of the exam). */
export const bookingSections = (b: Booking, more: Array<[string, string]> = []): PdfBlock[] => [
  ...section("Alumno", [
    ["Nombre", `${b.givenName} ${b.familyName}`],
    ["DNI", b.dni],
  ]),
  ...section("Examen", [
    ["Asignatura", b.courseName],
    ["Examen", b.option],
    ["Fecha y hora", formatDateTime(b.startsAt)],
    ["Sede", b.venueName],
    ...more,
  ]),
];

function voucherDocument(b: Booking): PdfDocument {
  return {
    title: "Justificante de reserva",
    subtitle: b.courseName,
    blocks: [
      ...bookingSections(b),
      // The booking code alone, as the card's QR: the door scans this one, not the verification QR below.
      { kind: "qr", text: b.code, caption: "Muestra este código en el control de acceso de la sede." },
    ],
  };
}

/**
 * 'Justificante de reserva' as a verifiable PDF: the student's own booking, issued through lib/pdf once
 * per content (the same code and bytes while the booking is unchanged; a change of venue issues a new
 * booking code, so a new version that supersedes the old one).
 */
export async function voucherPdf(db: Db, viewer: SessionUser, requestId: number): Promise<FileDownload> {
  const booking = await ownBooking(db, viewer, requestId);
  const { bytes } = await issuePdf(db, voucherDocument(booking), {
    kind: "Justificante de reserva",
    ownerUserId: booking.userId,
    subject: `exam-voucher:${booking.id}`,
  });
  return new FileDownload(bytes, `Justificante de reserva ${booking.courseName}.pdf`, PDF_MIME);
}
