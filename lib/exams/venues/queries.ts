import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { examVenues, examVenueSessions } from "@/db/schema";
import type { SessionUser } from "@/lib/auth/session-store";
import { ONLINE_VENUE_ID } from "../constants";
import { examInScope } from "../exams/queries";
import type { OfferedVenue, VenueRow } from "./schemas";

export async function listVenues(db: Db): Promise<VenueRow[]> {
  return db
    .select({ courseId: examVenues.id, courseName: examVenues.name, capacity: examVenues.capacity })
    .from(examVenues)
    .orderBy(asc(examVenues.id));
}

/**
 * The venues on offer for an exam (seed 001 §5): with a default headquarter only that venue (all
 * venues when none matches); without one every venue but the online one.
 */
export function venuesOnOffer<V extends { courseId: string }>(all: V[], defaultHeadquarter: string | null): V[] {
  if (defaultHeadquarter) {
    const match = all.filter((venue) => venue.courseId === defaultHeadquarter);
    return match.length > 0 ? match : all;
  }
  return all.filter((venue) => venue.courseId !== ONLINE_VENUE_ID);
}

/** The venues on offer for an exam with the seats left at each at the exam's date and time. */
export async function offeredVenues(db: Db, viewer: SessionUser, examId: number): Promise<OfferedVenue[]> {
  const exam = await examInScope(db, viewer, examId);
  return venuesAt(db, new Date(exam.date), exam.defaultHeadquarter);
}

/** The names of the venues on offer for an exam that still have seats at its date and time. */
export async function venuesWithSeats(
  db: Db,
  exam: { startsAt: Date; defaultHeadquarter: string | null },
): Promise<string[]> {
  const venues = await venuesAt(db, exam.startsAt, exam.defaultHeadquarter);
  return venues.filter((v) => v.seatsLeft === null || v.seatsLeft > 0).map((v) => v.courseName);
}

async function venuesAt(db: Db, startsAt: Date, defaultHeadquarter: string | null): Promise<OfferedVenue[]> {
  const rows = await db
    .select({
      courseId: examVenues.id,
      courseName: examVenues.name,
      capacity: examVenues.capacity,
      taken: sql<number>`coalesce(${examVenueSessions.taken}, 0)`.mapWith(Number),
    })
    .from(examVenues)
    .leftJoin(
      examVenueSessions,
      and(eq(examVenueSessions.venueId, examVenues.id), eq(examVenueSessions.startsAt, startsAt)),
    )
    .orderBy(asc(examVenues.id));
  return venuesOnOffer(rows, defaultHeadquarter).map(({ taken, ...venue }) => ({
    ...venue,
    seatsLeft: venue.capacity === null ? null : Math.max(venue.capacity - taken, 0),
  }));
}
