import { inArray, sql } from "drizzle-orm";
import { examVenues, examVenueSessions } from "@/db/schema";
import { fillOpenSeats } from "@/lib/exams/waitlist/closing";
import { msg } from "@/lib/i18n/message";
import { z } from "@/lib/validation/z";
import { integer, optional, required } from "../cells";
import { defineKind } from "../kind-spec";
import { upsertBatched } from "../upsert";

// A blank capacity means no seat limit (the online venue, cntr_exam_99).
const schema = z.object({
  venueId: required("venueId"),
  name: required("name"),
  capacity: optional(integer("capacity", 0, 1_000_000)),
});

export type VenueRow = z.output<typeof schema>;

export const venuesKind = defineKind({
  schema,
  writes: [examVenues, examVenueSessions],
  key: (row) => `venueId "${row.venueId}"`,
  prepare: async (tx, rows) => {
    // A new capacity applies to the sessions already booked; it may not fall below the seats taken.
    const taken = await tx
      .select({ venueId: examVenueSessions.venueId, taken: sql<number>`max(${examVenueSessions.taken})::int` })
      .from(examVenueSessions)
      .where(
        inArray(
          examVenueSessions.venueId,
          rows.map((row) => row.venueId),
        ),
      )
      .groupBy(examVenueSessions.venueId);
    const most = new Map(taken.map((row) => [row.venueId, Number(row.taken)]));
    const errors = rows.flatMap((row, index) => {
      const seats = most.get(row.venueId) ?? 0;
      if (row.capacity === null || row.capacity >= seats) return [];
      const values = { column: "capacity", capacity: String(row.capacity), seats: String(seats) };
      return [{ index, reason: msg("imports.rows.belowTakenSeats", values) }];
    });
    return {
      errors,
      write: async () => {
        await upsertBatched(
          tx,
          examVenues,
          rows.map((row) => ({ id: row.venueId, name: row.name, capacity: row.capacity })),
          ["id"],
        );
        await tx.execute(sql`update ${examVenueSessions} s set capacity = v.capacity from ${examVenues} v
          where v.id = s.venue_id and s.capacity is distinct from v.capacity`);
        // A raised capacity goes to the sessions' waiting lists in this same transaction.
        await fillOpenSeats(tx);
      },
    };
  },
});
