// POST /tfg-api/proposals/apply — applies a proposal in one transaction; a request changed since aborts it (409)
import { endpoint } from "@/lib/api/endpoint";
import { tfgAccess } from "@/lib/tfg/access";
import { applyProposalBody } from "@/lib/tfg/proposal/schemas";
import { applyProposal } from "@/lib/tfg/proposal/service";

export const POST = endpoint(
  tfgAccess,
  "POST /tfg-api/proposals/apply",
  { body: applyProposalBody },
  async ({ db, user, body }) => applyProposal(db, user, body),
);
