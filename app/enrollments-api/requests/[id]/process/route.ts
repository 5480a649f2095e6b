// POST /enrollments-api/requests/{id}/process — 'Tramitar': counts the request's courses (409 naming a full one); idempotent
import { endpoint } from "@/lib/api/endpoint";
import { enrollmentsAccess } from "@/lib/enrollments/access";
import { processRequest } from "@/lib/enrollments/requests/service";
import { idParams } from "@/lib/validation/common";

export const POST = endpoint(
  enrollmentsAccess,
  "POST /enrollments-api/requests/{id}/process",
  { params: idParams },
  async ({ db, user, params }) => processRequest(db, user, params.id),
);
