// PATCH /enrollments-api/enrollment-terms/{id} — the secretariat edits a term (every field again)
import { endpoint } from "@/lib/api/endpoint";
import { enrollmentsAccess } from "@/lib/enrollments/access";
import { enrollmentTermBody } from "@/lib/enrollments/terms/schemas";
import { updateTerm } from "@/lib/enrollments/terms/service";
import { assertSameId } from "@/lib/api/same-id";
import { idParams } from "@/lib/validation/common";

export const PATCH = endpoint(
  enrollmentsAccess,
  "PATCH /enrollments-api/enrollment-terms/{id}",
  { params: idParams, body: enrollmentTermBody },
  async ({ db, params, body }) => {
    assertSameId(body.id, params.id);
    return updateTerm(db, params.id, body);
  },
);
