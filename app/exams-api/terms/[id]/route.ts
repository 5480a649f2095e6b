// PATCH /exams-api/terms/{id} — enables or disables a term
// DELETE /exams-api/terms/{id} — deletes a term no exam uses
import { endpoint } from "@/lib/api/endpoint";
import { idParams } from "@/lib/validation/common";
import { termUpdateBody } from "@/lib/exams/terms/schemas";
import { deleteTerm, setTermEnabled } from "@/lib/exams/terms/service";

export const PATCH = endpoint(
  { roles: ["ROLE_ADMIN", "ROLE_GES_EXAM"], params: idParams, body: termUpdateBody },
  async ({ db, params, body }) => setTermEnabled(db, params.id, body.enabled),
);

export const DELETE = endpoint({ roles: ["ROLE_ADMIN", "ROLE_GES_EXAM"], params: idParams }, async ({ db, params }) =>
  deleteTerm(db, params.id),
);
