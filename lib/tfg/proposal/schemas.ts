import { tableQuerySchema } from "@/lib/list/table-query";
import { z } from "@/lib/validation/z";
import { externalId, positiveId } from "../schemas";

export const priorityListQuery = tableQuerySchema(["userId", "priority"] as const);
export const PRIORITY_CSV_HEADER = ["userId", "degreeId", "priority"] as const;

export interface PriorityGradeRow {
  id: number;
  userId: string;
  userName: string;
  degreeId: string;
  degreeName: string;
  priority: number;
}

export const proposalBody = z.object({ degreeId: externalId, termId: positiveId });

const decision = z.object({ id: z.number().int().positive(), version: z.number().int().positive() });
export const applyProposalBody = proposalBody.extend({
  accept: z.array(decision).max(5000),
  reject: z.array(decision).max(5000),
});
export type ApplyProposalBody = z.input<typeof applyProposalBody>;

/** The reason a proposal stores on the requests it rejects (data, in the default catalogue's words; screens say `tfg.proposal.noDirectorPlaces`). */
export const NO_DIRECTOR_PLACES = "Sin plazas del director";
