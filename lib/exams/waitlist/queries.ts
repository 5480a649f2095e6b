import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db";
import { courses, examVenues, examWaitlist, exams, users } from "@/db/schema";
import type { SessionUser } from "@/lib/auth/session-store";
import { withinDays } from "@/lib/list/day-range";
import { pagedList } from "@/lib/list/paged-list";
import type { Page } from "@/lib/validation/common";
import { isSupport } from "../scope";
import { rowsOf } from "@/lib/sql-rows";
import type { WaitlistEntryListQuery, WaitlistEntryRow } from "./entry-schemas";
import type { WaitlistRow } from "./schemas";

type Raw = Omit<WaitlistRow, "examDate" | "joined"> & { examDate: Date | string; joined: Date | string };

/** The position of the entry `entry` (a table or alias) in its session: entries still waiting up to its `seq`, so no gaps. */
const positionOf = (entry: SQL) => sql<number>`(select count(*)::int from exam_waitlist a
  where a.venue_id = ${entry}.venue_id and a.starts_at = ${entry}.starts_at and a.seq <= ${entry}.seq)`;

/**
 * Waiting-list entries with their position in their session: a student's own, or for support every
 * session's list, by session and position.
 */
export async function listWaitlist(db: Db, viewer: SessionUser): Promise<WaitlistRow[]> {
  const own = isSupport(viewer) ? sql`true` : sql`w.user_id = ${viewer.id}`;
  const rows = rowsOf<Raw>(
    await db.execute(sql`select w.id, u.external_id as "userId", u.given_name || ' ' || u.family_name as name,
      w.exam_id as "examId", e.option as "examOption", e.starts_at as "examDate",
      c.external_id as "courseId", c.name as "courseName", w.venue_id as "headquarterId", v.name as "headquarterName",
      ${positionOf(sql.raw("w"))} as position,
      w.joined_at as joined
      from exam_waitlist w join exams e on e.id = w.exam_id join courses c on c.id = w.course_id
      join exam_venues v on v.id = w.venue_id join users u on u.id = w.user_id
      where ${own}
      order by w.starts_at, w.venue_id, w.seq`),
  );
  return rows.map((row) => ({
    ...row,
    examDate: new Date(row.examDate).toISOString(),
    joined: new Date(row.joined).toISOString(),
  }));
}

const entryFields = {
  id: examWaitlist.id,
  position: positionOf(sql`${examWaitlist}`).mapWith(Number),
  userId: users.externalId,
  givenName: users.givenName,
  familyName: users.familyName,
  dni: users.dni,
  courseName: courses.name,
  examOption: exams.option,
  examDate: exams.startsAt,
  venueName: examVenues.name,
  joined: examWaitlist.joinedAt,
};

/** Support's waiting lists: every session's entries in order (session by date and venue, then position). */
export async function listWaitlistEntries(db: Db, q: WaitlistEntryListQuery): Promise<Page<WaitlistEntryRow>> {
  return pagedList(db, q, {
    fields: entryFields,
    rows: (fields) =>
      db
        .select(fields)
        .from(examWaitlist)
        .innerJoin(users, eq(users.id, examWaitlist.userId))
        .innerJoin(exams, eq(exams.id, examWaitlist.examId))
        .innerJoin(courses, eq(courses.id, examWaitlist.courseId))
        .innerJoin(examVenues, eq(examVenues.id, examWaitlist.venueId))
        .where(
          and(q.venue ? eq(examWaitlist.venueId, q.venue) : undefined, withinDays(examWaitlist.startsAt, q.from, q.to)),
        )
        .$dynamic(),
    sorts: { date: [examWaitlist.startsAt, examVenues.name, examWaitlist.venueId, examWaitlist.seq] },
    defaultSort: "date",
    defaultDirection: "asc",
    tiebreak: examWaitlist.id,
    row: (row) => ({ ...row, examDate: row.examDate.toISOString(), joined: row.joined.toISOString() }),
  });
}
