import type { Db } from "@/db";
import type { SessionUser } from "@/lib/auth/session-store";
import { formatDateTime } from "@/lib/dates";
import { FileDownload, PDF_MIME } from "@/lib/files/download";
import { issuePdf } from "@/lib/pdf/issue";
import { section, type PdfBlock, type PdfDocument } from "@/lib/pdf/model";
import { translator } from "@/lib/i18n/translate";
import { personLocale } from "@/lib/i18n/offered";
import { ownBooking } from "./queries";

type Booking = Awaited<ReturnType<typeof ownBooking>>;

/** The language a booking's documents are issued in: the student's. */
export const bookingLocale = (b: Booking) => personLocale(b.locale);
export const bookingTexts = (b: Booking) => translator(bookingLocale(b), "exams");

/** The student and the booked exam, as the voucher and the attendance certificate print them (`more`: rows of the exam). */
export const bookingSections = (b: Booking, more: Array<[string, string]> = []): PdfBlock[] => {
  const t = bookingTexts(b);
  return [
    ...section(t("pdf.student"), [
      [t("pdf.name"), `${b.givenName} ${b.familyName}`],
      [t("pdf.dni"), b.dni],
    ]),
    ...section(t("pdf.exam"), [
      [t("pdf.course"), b.courseName],
      [t("pdf.exam"), b.option],
      [t("pdf.dateTime"), formatDateTime(b.startsAt, bookingLocale(b))],
      [t("pdf.venue"), b.venueName],
      ...more,
    ]),
  ];
};

function voucherDocument(b: Booking): PdfDocument {
  const t = bookingTexts(b);
  return {
    title: t("voucher.title"),
    subtitle: b.courseName,
    blocks: [
      ...bookingSections(b),
      // The booking code alone, as the card's QR: the door scans this one, not the verification QR below.
      { kind: "qr", text: b.code, caption: t("voucher.qrCaption") },
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
  const { bytes } = await issuePdf(
    db,
    voucherDocument(booking),
    {
      // The register's kind is the document's title, in the language it is issued in.
      kind: bookingTexts(booking)("voucher.title"),
      ownerUserId: booking.userId,
      subject: `exam-voucher:${booking.id}`,
    },
    bookingLocale(booking),
  );
  return new FileDownload(bytes, bookingTexts(booking)("voucher.fileName", { course: booking.courseName }), PDF_MIME);
}
