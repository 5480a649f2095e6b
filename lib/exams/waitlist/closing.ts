import { sql } from "drizzle-orm";
import type { Db } from "@/db";
import { inscriptionClosedForE } from "../inscription-window";
import { rowsOf } from "@/lib/sql-rows";
import { mailWaiter } from "./mails";
import { fillSessions } from "./promotion";
import { toWaiter, WAITER_COLUMNS, waiterJoins } from "./session-queries";

/**
 * Fills the free seats of every session someone waits for: after a capacity is raised (the venues
 * import), and as the closing task's sweep. Sessions are taken in one order (venue, date) to keep
 * concurrent sweeps from locking them crosswise.
 */
export async function fillOpenSeats(db: Db): Promise<number> {
  const sessions = rowsOf<{ venueId: string; startsAt: Date | string }>(
    await db.execute(sql`select distinct s.venue_id as "venueId", s.starts_at as "startsAt"
      from exam_venue_sessions s join exam_waitlist w on w.venue_id = s.venue_id and w.starts_at = s.starts_at
      where s.capacity is null or s.taken < s.capacity order by 1, 2`),
  );
  const keys = sessions.map((s) => ({ venueId: s.venueId, startsAt: new Date(s.startsAt) }));
  return (await fillSessions(db, keys)).length;
}

/** Ends the entries whose exam's inscription window has closed, each with its e-mail. */
export async function endClosedEntries(db: Db): Promise<number> {
  const ended = rowsOf<Parameters<typeof toWaiter>[0]>(
    await db.execute(sql`with closed as (
        delete from exam_waitlist x using exams e
        where e.id = x.exam_id and ${inscriptionClosedForE}
        returning x.*)
      select ${WAITER_COLUMNS} from ${waiterJoins("closed")}`),
  ).map(toWaiter);
  for (const waiter of ended) await mailWaiter(db, "ENDED", waiter);
  return ended.length;
}
