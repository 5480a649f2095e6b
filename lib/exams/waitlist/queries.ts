import { sql } from "drizzle-orm";
import type { Db } from "@/db";
import type { SessionUser } from "@/lib/auth/session-store";
import { isSupport } from "../scope";
import { rowsOf } from "@/lib/sql-rows";
import type { WaitlistRow } from "./schemas";

type Raw = Omit<WaitlistRow, "examDate" | "joined"> & { examDate: Date | string; joined: Date | string };

/**
 * Waiting-list entries with their position in their session (entries still waiting up to theirs, so
 * no gaps): a student's own, or for support every session's list, by session and position.
 */
export async function listWaitlist(db: Db, viewer: SessionUser): Promise<WaitlistRow[]> {
  const own = isSupport(viewer) ? sql`true` : sql`w.user_id = ${viewer.id}`;
  const rows = rowsOf<Raw>(
    await db.execute(sql`select w.id, u.external_id as "userId", u.given_name || ' ' || u.family_name as name,
      w.exam_id as "examId", e.option as "examOption", e.starts_at as "examDate",
      c.external_id as "courseId", c.name as "courseName", w.venue_id as "headquarterId", v.name as "headquarterName",
      (select count(*)::int from exam_waitlist a where a.venue_id = w.venue_id and a.starts_at = w.starts_at
        and a.seq <= w.seq) as position,
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
