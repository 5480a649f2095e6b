import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translate";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { examAttendance, examRequests, examVenues, users } from "@/db/schema";
import type { SessionUser } from "@/lib/auth/session-store";
import { csvDownload } from "@/lib/csv-export";
import { formatDate } from "@/lib/dates";
import type { FileDownload } from "@/lib/files/download";
import type { AttendanceQuery, AttendanceRow } from "./schemas";
import { listName, staffExam, venueNamed } from "./staff-exam";

export interface AttendanceList {
  examId: number;
  courseName: string;
  option: string;
  startsAt: string;
  present: number;
  absent: number;
  /** Every booked student of the exam (of the venue, when one is asked), by venue and surname. */
  content: AttendanceRow[];
}

async function attendanceRows(db: Db, examId: number, venueId: string | undefined): Promise<AttendanceRow[]> {
  const rows = await db
    .select({
      requestId: examRequests.id,
      userId: users.externalId,
      name: listName(users),
      dni: users.dni,
      venueId: examVenues.id,
      venueName: examVenues.name,
      arrivedAt: examAttendance.arrivedAt,
    })
    .from(examRequests)
    .innerJoin(users, eq(users.id, examRequests.userId))
    .innerJoin(examVenues, eq(examVenues.id, examRequests.venueId))
    .leftJoin(examAttendance, eq(examAttendance.requestId, examRequests.id))
    .where(and(eq(examRequests.examId, examId), venueId === undefined ? undefined : eq(examRequests.venueId, venueId)))
    .orderBy(asc(examVenues.name), asc(users.familyName), asc(users.givenName), asc(examRequests.id));
  return rows.map(({ arrivedAt, ...row }) => ({
    ...row,
    present: arrivedAt !== null,
    arrivedAt: arrivedAt?.toISOString() ?? null,
  }));
}

/** The attendance of an exam (at one venue when `venueId` is given), for its staff only. */
export async function attendanceList(
  db: Db,
  viewer: SessionUser,
  examId: number,
  q: AttendanceQuery,
): Promise<AttendanceList> {
  const exam = await staffExam(db, viewer, examId);
  if (q.venueId !== undefined) await venueNamed(db, q.venueId);
  const content = await attendanceRows(db, exam.id, q.venueId);
  const present = content.filter((row) => row.present).length;
  return {
    examId: exam.id,
    courseName: exam.courseName,
    option: exam.option,
    startsAt: exam.startsAt.toISOString(),
    present,
    absent: content.length - present,
    content,
  };
}

/** The CSV's column of the students' external ids, which the read log watches. */
export const ATTENDANCE_CSV_STUDENT = "Identificador";

/** The same list as a CSV download (formula-safe cells, times in the portal's zone). */
export async function attendanceCsv(
  db: Db,
  viewer: SessionUser,
  examId: number,
  q: AttendanceQuery,
  locale: Locale,
): Promise<FileDownload> {
  const list = await attendanceList(db, viewer, examId, q);
  const t = translator(locale, "exams");
  return csvDownload(
    t("attendance.fileName", {
      course: list.courseName,
      date: formatDate(list.startsAt, locale).replaceAll("/", "-"),
      extension: "csv",
    }),
    [
      // The read log finds the students by this column's name: it stays the same in every language.
      ATTENDANCE_CSV_STUDENT,
      t("attendance.columns.name"),
      t("attendance.columns.dni"),
      t("attendance.columns.venue"),
      t("attendance.columns.attendance"),
      t("attendance.columns.arrivedAt"),
    ],
    list.content.map((row) => [
      row.userId,
      row.name,
      row.dni,
      row.venueName,
      row.present ? t("attendance.present") : t("attendance.absent"),
      row.arrivedAt ? new Date(row.arrivedAt) : null,
    ]),
    locale,
  );
}
