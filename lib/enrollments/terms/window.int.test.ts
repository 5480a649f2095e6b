import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type Db } from "@/db";
import { getDb } from "@/lib/database";
import { enrollmentTerms } from "@/db/schema";
import { makeTerm } from "@/lib/testing/enrollments";
import { openEnrollmentCalls } from "../pending";
import { listEnrollmentTerms, openTermType } from "./queries";

// In PostgreSQL now() is the transaction's start: inside one transaction a date set to now() is the
// boundary second itself, whatever time the statements take.
const ROLLBACK = "rollback";

describe("an enrolment term's window, on the database's clock, both ends included", () => {
  it.each([
    ["ends exactly now", true, { endDate: sql`now()` }],
    ["ended a second ago", false, { endDate: sql`now() - interval '1 second'` }],
    ["starts exactly now", true, { startDate: sql`now()` }],
    ["starts in a second", false, { startDate: sql`now() + interval '1 second'` }],
  ])("a term that %s is open: %s", async (_, open, dates) => {
    const term = await makeTerm("R");
    const db = await getDb();
    const seen = db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      await tx.update(enrollmentTerms).set(dates).where(eq(enrollmentTerms.id, term.id));
      expect(await openTermType(tx, term.id)).toBe(open ? "R" : undefined);
      expect((await listEnrollmentTerms(tx, false)).some((t) => t.id === term.id)).toBe(open);
      expect((await openEnrollmentCalls(tx)).some((c) => c.label === term.name)).toBe(open);
      throw new Error(ROLLBACK);
    });
    await expect(seen).rejects.toThrow(ROLLBACK);
  });
});
