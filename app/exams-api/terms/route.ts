// GET /exams-api/terms — the exam terms (convocatorias)
// POST /exams-api/terms — creates a term from its name
import { endpoint, json } from "@/lib/api/endpoint";
import { examsAccess } from "@/lib/exams/access";
import { listTerms } from "@/lib/exams/terms/queries";
import { termBody } from "@/lib/exams/terms/schemas";
import { createTerm } from "@/lib/exams/terms/service";

export const GET = endpoint(examsAccess, "GET /exams-api/terms", async ({ db }) => listTerms(db));

export const POST = endpoint(examsAccess, "POST /exams-api/terms", { body: termBody }, async ({ db, body }) =>
  json(await createTerm(db, body.name), 201),
);
