import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { enrollmentTerms } from "@/db/schema";
import { NotFoundError } from "@/lib/api/errors";
import { msg } from "@/lib/i18n/message";
import { termOut } from "./queries";
import type { EnrollmentTermBody } from "./schemas";

const termValues = (body: EnrollmentTermBody) => ({
  active: body.active,
  type: body.type,
  name: body.name,
  startDate: new Date(body.startDate),
  endDate: new Date(body.endDate),
});

export async function createTerm(db: Db, body: EnrollmentTermBody) {
  const [term] = await db.insert(enrollmentTerms).values(termValues(body)).returning();
  return termOut(term!);
}

export async function updateTerm(db: Db, id: number, body: EnrollmentTermBody) {
  const [term] = await db.update(enrollmentTerms).set(termValues(body)).where(eq(enrollmentTerms.id, id)).returning();
  if (!term) throw new NotFoundError(msg("enrollments.errors.termNotFound"));
  return termOut(term);
}
