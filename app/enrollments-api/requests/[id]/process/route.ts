// POST /enrollments-api/requests/{id}/process — 'Tramitar': counts the request's courses (409 naming a full one); idempotent
import { endpoint } from "@/lib/api/endpoint";
import { processRequest } from "@/lib/enrollments/requests/service";
import { idParams } from "@/lib/validation/common";

export const POST = endpoint({ roles: ["ROLE_ADMIN"], params: idParams }, async ({ db, user, params }) =>
  processRequest(db, user, params.id),
);
