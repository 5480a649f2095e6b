import { sql, type SQL } from "drizzle-orm";
import { examVenues, examVenueSessions } from "@/db/schema";

/**
 * The statement that takes one seat of a venue at an exam's date and time, `when` the guard holds:
 * it creates the venue's session at its capacity with the seat taken, or adds one to an existing
 * session only while seats are left. It returns no row when the venue is full.
 */
export const takeSeat = (venueId: string, startsAt: Date, when: SQL = sql`true`) => sql`
  insert into ${examVenueSessions} (venue_id, starts_at, capacity, taken)
  select v.id, ${startsAt.toISOString()}::timestamptz, v.capacity, 1 from ${examVenues} v
  where v.id = ${venueId} and (v.capacity is null or v.capacity > 0) and ${when}
  on conflict (venue_id, starts_at) do update set taken = ${examVenueSessions}.taken + 1
  where ${examVenueSessions}.capacity is null or ${examVenueSessions}.taken < ${examVenueSessions}.capacity
  returning taken`;
