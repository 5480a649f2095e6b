import { sql } from "drizzle-orm";
import type { Db } from "@/db";
import { inscriptionClosedForE } from "../inscription-window";
import { rowsOf } from "@/lib/sql-rows";
import type { SessionFacts } from "./mails";
import type { SessionKey } from "./promotion";

/** A waiting-list entry as promotion sees it: who, for what, and whether they can take a seat now. */
export interface Waiter extends SessionFacts {
  id: number;
  courseId: number;
  examId: number;
  endsAt: Date;
  /** The exam's inscription window is still open (on the database's clock). */
  open: boolean;
  /** The exam would overlap a choice the student holds for another course. */
  overlaps: boolean;
  /** Already told once that a seat went past them. */
  told: boolean;
}

type Raw = Omit<Waiter, "startsAt" | "endsAt"> & { startsAt: Date | string; endsAt: Date | string };

const ENDS = sql.raw(`e.starts_at + make_interval(mins => e.duration_minutes)`);

/** The facts of waiting-list entries (joined as `w`), for promotion and for the closing task. */
export const WAITER_COLUMNS = sql`w.id, w.user_id as "userId", w.course_id as "courseId", w.exam_id as "examId",
  u.email, u.locale, c.name as "courseName", e.option as "examOption", v.name as "venueName",
  e.starts_at as "startsAt", ${ENDS} as "endsAt",
  not ${inscriptionClosedForE} as "open",
  exists (select 1 from exam_requests r where r.user_id = w.user_id and r.course_id <> w.course_id
    and tstzrange(r.starts_at, r.ends_at) && tstzrange(e.starts_at, ${ENDS})) as "overlaps",
  w.skip_notified_at is not null as "told"`;

/** The joins behind WAITER_COLUMNS, over the entries of `entries` (the table, or a CTE of deleted rows). */
export const waiterJoins = (
  entries = "exam_waitlist",
) => sql`${sql.raw(entries)} w join exams e on e.id = w.exam_id join courses c on c.id = w.course_id
  join exam_venues v on v.id = w.venue_id join users u on u.id = w.user_id`;

export const toWaiter = (row: Raw): Waiter => ({
  ...row,
  startsAt: new Date(row.startsAt),
  endsAt: new Date(row.endsAt),
});

/** The session's waiters in the order they joined. */
export async function waitersOf(db: Db, key: SessionKey): Promise<Waiter[]> {
  const rows = rowsOf<Raw>(
    await db.execute(sql`select ${WAITER_COLUMNS} from ${waiterJoins()}
      where w.venue_id = ${key.venueId} and w.starts_at = ${key.startsAt.toISOString()}::timestamptz
      order by w.seq`),
  );
  return rows.map(toWaiter);
}

/** The facts of a choice a waiter held, for the e-mail that tells them it was released. */
export async function factsOfChoice(db: Db, waiter: Waiter, examId: number, venueId: string): Promise<SessionFacts> {
  const [row] = rowsOf<{ examOption: string; venueName: string; startsAt: Date | string }>(
    await db.execute(sql`select e.option as "examOption", v.name as "venueName", e.starts_at as "startsAt"
      from exams e, exam_venues v where e.id = ${examId} and v.id = ${venueId}`),
  );
  return { ...waiter, examOption: row!.examOption, venueName: row!.venueName, startsAt: new Date(row!.startsAt) };
}
