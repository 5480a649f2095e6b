import { msg } from "@/lib/i18n/message";
import type { Db } from "@/db";
import { ConflictError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session-store";
import { formatDate, formatDateTime, formatTime } from "@/lib/dates";
import { FileDownload, PDF_MIME } from "@/lib/files/download";
import { issuePdf } from "@/lib/pdf/issue";
import type { PdfDocument } from "@/lib/pdf/model";
import { bookingLocale, bookingSections, bookingTexts } from "../voucher/pdf";
import { ownBooking } from "../voucher/queries";

type Attended = Awaited<ReturnType<typeof ownBooking>> & { arrivedAt: Date };

function certificateDocument(b: Attended): PdfDocument {
  const t = bookingTexts(b);
  const locale = bookingLocale(b);
  return {
    title: t("certificate.title"),
    subtitle: b.courseName,
    blocks: [
      ...bookingSections(b, [[t("pdf.arrivedAt"), formatDateTime(b.arrivedAt, locale)]]),
      {
        kind: "paragraph",
        text: t("certificate.text", {
          student: `${b.givenName} ${b.familyName}`,
          dni: b.dni,
          date: formatDate(b.startsAt, locale),
          course: b.courseName,
          venue: b.venueName,
          time: formatTime(b.arrivedAt),
        }),
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
  if (!booking.arrivedAt) throw new ConflictError(msg("exams.errors.notCheckedIn"));
  const { bytes } = await issuePdf(
    db,
    certificateDocument({ ...booking, arrivedAt: booking.arrivedAt }),
    {
      kind: bookingTexts(booking)("certificate.title"),
      ownerUserId: booking.userId,
      subject: `exam-attendance:${booking.id}`,
    },
    bookingLocale(booking),
  );
  return new FileDownload(
    bytes,
    bookingTexts(booking)("certificate.fileName", { course: booking.courseName }),
    PDF_MIME,
  );
}
