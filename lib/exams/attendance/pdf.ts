import type { Db } from "@/db";
import type { SessionUser } from "@/lib/auth/session-store";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translate";
import { formatDate, formatDateTime, formatTime } from "@/lib/dates";
import { FileDownload, PDF_MIME } from "@/lib/files/download";
import { issuePdf } from "@/lib/pdf/issue";
import { section, type PdfDocument } from "@/lib/pdf/model";
import { attendanceList, type AttendanceList } from "./queries";
import type { AttendanceQuery } from "./schemas";
import { venueNamed } from "./staff-exam";

/** The attendance PDF, with the external ids of the students it names (for the read log). */
export class AttendancePdf extends FileDownload {
  constructor(
    file: FileDownload,
    readonly shown: string[],
  ) {
    super(file.content, file.name, file.mime);
  }
}

function attendanceDocument(list: AttendanceList, venueName: string | null, locale: Locale): PdfDocument {
  const t = translator(locale, "exams");
  return {
    title: t("attendance.title"),
    subtitle: t("attendance.subtitle", { course: list.courseName, option: list.option }),
    blocks: [
      ...section(t("pdf.exam"), [
        [t("pdf.course"), list.courseName],
        [t("pdf.exam"), list.option],
        [t("pdf.dateTime"), formatDateTime(list.startsAt, locale)],
        [t("pdf.venue"), venueName ?? t("attendance.allVenues")],
        [t("attendance.presentCount"), String(list.present)],
        [t("attendance.absentCount"), String(list.absent)],
      ]),
      {
        kind: "table",
        columns: [
          t("attendance.columns.name"),
          t("attendance.columns.dni"),
          t("attendance.columns.venue"),
          t("attendance.columns.attendance"),
          t("attendance.columns.arrivedAt"),
        ],
        widths: [3, 1.5, 2, 1.2, 1.3],
        rows: list.content.map((row) => [
          row.name,
          row.dni,
          row.venueName,
          row.present ? t("attendance.present") : t("attendance.absent"),
          row.arrivedAt ? formatTime(row.arrivedAt) : "",
        ]),
      },
    ],
  };
}

/**
 * The attendance of an exam (at one venue when asked) as a PDF for its staff, issued through lib/pdf:
 * verifiable, and a new version only when someone else has arrived since the last one.
 */
export async function attendancePdf(
  db: Db,
  viewer: SessionUser,
  examId: number,
  q: AttendanceQuery,
  locale: Locale,
): Promise<AttendancePdf> {
  const list = await attendanceList(db, viewer, examId, q);
  const venueName = q.venueId === undefined ? null : (await venueNamed(db, q.venueId)).name;
  const { bytes } = await issuePdf(
    db,
    attendanceDocument(list, venueName, locale),
    {
      kind: translator(locale, "exams")("attendance.title"),
      ownerUserId: null,
      subject: `exam-attendance-list:${list.examId}:${q.venueId ?? "*"}`,
    },
    locale,
  );
  const name = translator(locale, "exams")("attendance.fileName", {
    course: list.courseName,
    date: formatDate(list.startsAt, locale).replaceAll("/", "-"),
    extension: "pdf",
  });
  return new AttendancePdf(new FileDownload(bytes, name, PDF_MIME), [...new Set(list.content.map((r) => r.userId))]);
}
