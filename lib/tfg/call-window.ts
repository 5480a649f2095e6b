import { and, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { tfgTermDegrees, tfgTerms } from "@/db/schema";
import { fieldError } from "./field-error";
import { openNow } from "@/lib/window/open-now";
import type { TermType } from "@/db/enums/tfg";

/** Is the call open now, asked of the database's clock (one clock for every instance). */
export const callOpenNow = openNow(tfgTerms.start, tfgTerms.end);

const MESSAGES = {
  AREA: { missing: "tfg.errors.termMissing", closed: "tfg.errors.termClosed" },
  DEFENSE: { missing: "tfg.errors.defenseTermMissing", closed: "tfg.errors.defenseTermClosed" },
} as const;

/**
 * The call `termId` of type `type` for the degree, with its year; 400 when it is not one, and
 * (with `mustBeOpen`) when it is not open now.
 */
export async function callFor(db: Db, type: TermType, termId: number, degreeId: number, mustBeOpen: boolean) {
  const [term] = await db
    .select({ id: tfgTerms.id, academicYearId: tfgTerms.academicYearId, open: callOpenNow })
    .from(tfgTerms)
    .innerJoin(tfgTermDegrees, and(eq(tfgTermDegrees.termId, tfgTerms.id), eq(tfgTermDegrees.degreeId, degreeId)))
    .where(and(eq(tfgTerms.id, termId), eq(tfgTerms.type, type)));
  const text = MESSAGES[type];
  if (!term) throw fieldError("termId", text.missing);
  if (mustBeOpen && !term.open) throw fieldError("termId", text.closed);
  return term;
}
