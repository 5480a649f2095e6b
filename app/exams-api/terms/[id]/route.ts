// PATCH /exams-api/terms/{id} — enables or disables a term
// DELETE /exams-api/terms/{id} — deletes a term no exam uses
import { endpoint } from "@/lib/api/endpoint";
import { examsAccess } from "@/lib/exams/access";
import { idParams } from "@/lib/validation/common";
import { termUpdateBody } from "@/lib/exams/terms/schemas";
import { deleteTerm, setTermEnabled } from "@/lib/exams/terms/service";

export const PATCH = endpoint(
  examsAccess,
  "PATCH /exams-api/terms/{id}",
  { params: idParams, body: termUpdateBody },
  async ({ db, params, body }) => setTermEnabled(db, params.id, body.enabled),
);

export const DELETE = endpoint(
  examsAccess,
  "DELETE /exams-api/terms/{id}",
  { params: idParams },
  async ({ db, params }) => deleteTerm(db, params.id),
);
