// POST /tfg-api/proposals/apply — applies a proposal in one transaction; a request changed since aborts it (409)
import { endpoint } from "@/lib/api/endpoint";
import { applyProposalBody } from "@/lib/tfg/proposal/schemas";
import { applyProposal } from "@/lib/tfg/proposal/service";

export const POST = endpoint(
  { roles: ["ROLE_COORD", "ROLE_ADMIN"], body: applyProposalBody },
  async ({ db, user, body }) => applyProposal(db, user, body),
);
