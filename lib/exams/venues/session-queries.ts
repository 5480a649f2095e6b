import { and, eq, isNull, ne, or, sql } from "drizzle-orm";
import { union } from "drizzle-orm/pg-core";
import type { Db } from "@/db";
import { exams, examVenues, examVenueSessions, examWaitlist } from "@/db/schema";
import { withinDays } from "@/lib/list/day-range";
import { pagedList } from "@/lib/list/paged-list";
import type { Page } from "@/lib/validation/common";
import { ONLINE_VENUE_ID } from "../constants";
import type { VenueSessionListQuery, VenueSessionRow } from "./schemas";

/**
 * Every venue session: each venue on offer at each exam's date and time (seed 001 §5, as
 * `venuesOnOffer` decides), and any session a choice or a waiting list has opened.
 */
function slots(db: Db) {
  const offered = db
    .selectDistinct({ venueId: examVenues.id, startsAt: exams.startsAt })
    .from(exams)
    .innerJoin(
      examVenues,
      or(
        eq(examVenues.id, exams.defaultHeadquarter),
        and(isNull(exams.defaultHeadquarter), ne(examVenues.id, ONLINE_VENUE_ID)),
      ),
    );
  const opened = db
    .select({ venueId: examVenueSessions.venueId, startsAt: examVenueSessions.startsAt })
    .from(examVenueSessions);
  return union(offered, opened).as("slots");
}

const SESSION_SORTS = (s: ReturnType<typeof slots>) => ({
  date: [s.startsAt, examVenues.name],
  venue: [examVenues.name, s.startsAt],
});

/** The seats of each venue session: capacity (the session's once opened), taken, free, and how many wait. */
export async function listVenueSessions(db: Db, q: VenueSessionListQuery): Promise<Page<VenueSessionRow>> {
  const s = slots(db);
  const fields = {
    venueId: s.venueId,
    venueName: examVenues.name,
    startsAt: s.startsAt,
    capacity: sql<number | null>`case when ${examVenueSessions.venueId} is null then ${examVenues.capacity}
      else ${examVenueSessions.capacity} end`,
    taken: sql<number>`coalesce(${examVenueSessions.taken}, 0)`.mapWith(Number),
    waiting: sql<number>`(select count(*)::int from ${examWaitlist} w
      where w.venue_id = ${s.venueId} and w.starts_at = ${s.startsAt})`.mapWith(Number),
  };
  return pagedList(db, q, {
    fields,
    rows: (selected) =>
      db
        .select(selected)
        .from(s)
        .innerJoin(examVenues, eq(examVenues.id, s.venueId))
        .leftJoin(
          examVenueSessions,
          and(eq(examVenueSessions.venueId, s.venueId), eq(examVenueSessions.startsAt, s.startsAt)),
        )
        .where(and(q.venue ? eq(s.venueId, q.venue) : undefined, withinDays(s.startsAt, q.from, q.to)))
        .$dynamic(),
    sorts: SESSION_SORTS(s),
    defaultSort: "date",
    defaultDirection: "asc",
    // Every sort orders by the date too, so the venue completes a unique (date, venue) order.
    tiebreak: s.venueId,
    row: (row) => ({
      ...row,
      startsAt: new Date(row.startsAt).toISOString(),
      capacity: row.capacity === null ? null : Number(row.capacity),
      free: row.capacity === null ? null : Math.max(Number(row.capacity) - row.taken, 0),
    }),
  });
}
