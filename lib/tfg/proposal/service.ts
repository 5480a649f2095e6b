import { msg } from "@/lib/i18n/message";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db";
import { tfgRequests } from "@/db/schema";
import { ConflictError } from "@/lib/api/errors";
import type { z } from "@/lib/validation/z";
import { acceptRequest, rejectRequest } from "../requests/review";
import type { Viewer } from "../scope";
import { scopeOf } from "./queries";
import { NO_DIRECTOR_PLACES, type applyProposalBody } from "./schemas";

/**
 * Applies a proposal in the caller's one transaction: accepts and rejects exactly the requests it
 * names at the versions it saw. If any of them changed since (or a director's places ran out), the
 * whole application is refused with a 409 and nothing is written.
 */
export async function applyProposal(db: Db, viewer: Viewer, body: z.infer<typeof applyProposalBody>) {
  const scope = await scopeOf(db, viewer, body);
  const ids = [...body.accept, ...body.reject].map((d) => d.id);
  if (ids.length) {
    const found = await db
      .select({ id: tfgRequests.id })
      .from(tfgRequests)
      .where(
        and(
          inArray(tfgRequests.id, ids),
          eq(tfgRequests.degreeId, scope.degreeId),
          eq(tfgRequests.termId, scope.termId),
        ),
      );
    if (found.length !== new Set(ids).size) throw new ConflictError(msg("tfg.errors.proposalStale"));
  }
  try {
    for (const d of body.accept) await acceptRequest(db, viewer, d.id, d.version);
    for (const d of body.reject) await rejectRequest(db, viewer, d.id, NO_DIRECTOR_PLACES, d.version);
  } catch (err) {
    if (err instanceof ConflictError)
      throw new ConflictError(msg("tfg.errors.proposalStaleBecause", { reason: err.message }));
    throw err;
  }
  return { accepted: body.accept.length, rejected: body.reject.length };
}
