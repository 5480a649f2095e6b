// GET /tfg-api/terms — calls by type, degree and academic year (open=true: open now)
// POST /tfg-api/terms — a new call; PUT /tfg-api/terms — edits the call named by the body's id
import { endpoint, json } from "@/lib/api/endpoint";
import { listTerms } from "@/lib/tfg/terms/queries";
import { termBody, termsQuery } from "@/lib/tfg/terms/schemas";
import { createTerm, updateTerm } from "@/lib/tfg/terms/service";

export const GET = endpoint(
  { roles: ["ROLE_STUDENT", "ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"], query: termsQuery },
  async ({ db, query }) => listTerms(db, query),
);

export const POST = endpoint({ roles: ["ROLE_SECR", "ROLE_ADMIN"], body: termBody }, async ({ db, body }) =>
  json(await createTerm(db, body), 201),
);

export const PUT = endpoint({ roles: ["ROLE_SECR", "ROLE_ADMIN"], body: termBody }, async ({ db, body }) =>
  updateTerm(db, body),
);
