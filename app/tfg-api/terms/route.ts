// GET /tfg-api/terms — calls by type, degree and academic year (open=true: open now)
// POST /tfg-api/terms — a new call; PUT /tfg-api/terms — edits the call named by the body's id
import { endpoint, json } from "@/lib/api/endpoint";
import { tfgAccess } from "@/lib/tfg/access";
import { listTerms } from "@/lib/tfg/terms/queries";
import { termBody, termsQuery } from "@/lib/tfg/terms/schemas";
import { createTerm, updateTerm } from "@/lib/tfg/terms/service";

export const GET = endpoint(tfgAccess, "GET /tfg-api/terms", { query: termsQuery }, async ({ db, query }) =>
  listTerms(db, query),
);

export const POST = endpoint(tfgAccess, "POST /tfg-api/terms", { body: termBody }, async ({ db, body }) =>
  json(await createTerm(db, body), 201),
);

export const PUT = endpoint(tfgAccess, "PUT /tfg-api/terms", { body: termBody }, async ({ db, body }) =>
  updateTerm(db, body),
);
