import { sql } from "drizzle-orm";
import { exams } from "@/db/schema";
import { openNow } from "@/lib/window/open-now";

/** An exam's inscription window is open now: the one window rule, on the database's clock, both ends included. */
export const inscriptionOpenNow = openNow(exams.inscriptionStartsAt, exams.inscriptionEndsAt);

/**
 * The window of the exam joined as `e` in hand-written SQL (the waiting list's) has closed for good:
 * the end side of the same rule is past. A window not open yet has not closed.
 */
export const inscriptionClosedForE = sql`not ${openNow(sql`null`, sql.raw("e.inscription_ends_at"))}`;
