// POST /enrollments-api/requests/{id}/unprocess — 'Deshacer': back to pending, its courses' counts go down; idempotent
import { endpoint } from "@/lib/api/endpoint";
import { enrollmentsAccess } from "@/lib/enrollments/access";
import { unprocessRequest } from "@/lib/enrollments/requests/service";
import { idParams } from "@/lib/validation/common";

export const POST = endpoint(
  enrollmentsAccess,
  "POST /enrollments-api/requests/{id}/unprocess",
  { params: idParams },
  async ({ db, user, params, locale }) => unprocessRequest(db, user, params.id, locale),
);
