// POST /tfg-api/proposals — an allocation proposal for a degree and call (serial dictatorship by priority grade); writes nothing
import { endpoint } from "@/lib/api/endpoint";
import { tfgAccess } from "@/lib/tfg/access";
import { generateProposal } from "@/lib/tfg/proposal/queries";
import { proposalBody } from "@/lib/tfg/proposal/schemas";

export const POST = endpoint(tfgAccess, "POST /tfg-api/proposals", { body: proposalBody }, async ({ db, user, body }) =>
  generateProposal(db, user, body),
);
