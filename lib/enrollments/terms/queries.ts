import { and, desc, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { enrollmentTerms } from "@/db/schema";
import type { SessionUser } from "@/lib/auth/session-store";
import { openNow } from "@/lib/window/open-now";
import type { EnrollmentTermRow } from "./schemas";

/** A term takes requests while active and open now, asked of the database's clock (both ends included). */
export const termOpenNow = () =>
  and(eq(enrollmentTerms.active, true), openNow(enrollmentTerms.startDate, enrollmentTerms.endDate));

const termShape = {
  id: enrollmentTerms.id,
  active: enrollmentTerms.active,
  name: enrollmentTerms.name,
  type: enrollmentTerms.type,
  startDate: enrollmentTerms.startDate,
  endDate: enrollmentTerms.endDate,
};

export const termOut = <T extends { startDate: Date; endDate: Date }>(t: T) => ({
  ...t,
  startDate: t.startDate.toISOString(),
  endDate: t.endDate.toISOString(),
});

/** The open terms, or every term for staff asking `all`; the latest first. */
export async function listEnrollmentTerms(db: Db, all: boolean): Promise<EnrollmentTermRow[]> {
  const rows = await db
    .select(termShape)
    .from(enrollmentTerms)
    .where(all ? undefined : termOpenNow())
    .orderBy(desc(enrollmentTerms.startDate), desc(enrollmentTerms.id));
  return rows.map(termOut);
}

/** What a caller lists: every term when staff ask for `all`, otherwise the open ones. */
export const enrollmentTermsFor = (db: Db, viewer: SessionUser, all: boolean) =>
  listEnrollmentTerms(db, all && viewer.role !== "ROLE_STUDENT");

/** The type of term `id` when it is open now; undefined when it is not (or does not exist). */
export async function openTermType(db: Db, id: number) {
  const [term] = await db
    .select({ type: enrollmentTerms.type })
    .from(enrollmentTerms)
    .where(and(eq(enrollmentTerms.id, id), termOpenNow()));
  return term?.type;
}
