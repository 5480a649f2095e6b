import type { Db } from "@/db";
import { ConflictError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session-store";
import { formatDate, formatDateTime, formatTime } from "@/lib/dates";
import { FileDownload, PDF_MIME } from "@/lib/files/download";
import { issuePdf } from "@/lib/pdf/issue";
import type { PdfDocument } from "@/lib/pdf/model";
import { bookingSections } from "../voucher/pdf";
import { ownBooking } from "../voucher/queries";

type Attended = Awaited<ReturnType<typeof ownBooking>> & { arrivedAt: Date };

function certificateDocument(b: Attended): PdfDocument {
  const student = `${b.givenName} ${b.familyName}`;
  return {
    title: "Justificante de asistencia a examen",
    subtitle: b.courseName,
    blocks: [
      ...bookingSections(b, [["Hora de llegada", formatDateTime(b.arrivedAt)]]),
      {
        kind: "paragraph",
        text: `${student}, con DNI ${b.dni}, asistió el ${formatDate(b.startsAt)} al examen de ${b.courseName} en la sede ${b.venueName}, donde se registró su llegada a las ${formatTime(b.arrivedAt)}.`,
      },
    ],
  };
}

/**
 * 'Justificante de asistencia a examen': the student's own, once they were checked in, issued through
 * lib/pdf once per attendance (the same code and bytes on every download while nothing in it changes).
 */
export async function attendanceCertificate(db: Db, viewer: SessionUser, requestId: number): Promise<FileDownload> {
  const booking = await ownBooking(db, viewer, requestId);
  if (!booking.arrivedAt) throw new ConflictError("Todavía no se ha registrado tu asistencia a este examen");
  const { bytes } = await issuePdf(db, certificateDocument({ ...booking, arrivedAt: booking.arrivedAt }), {
    kind: "Justificante de asistencia a examen",
    ownerUserId: booking.userId,
    subject: `exam-attendance:${booking.id}`,
  });
  return new FileDownload(bytes, `Justificante de asistencia ${booking.courseName}.pdf`, PDF_MIME);
}
