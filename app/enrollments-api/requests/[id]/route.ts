// DELETE /enrollments-api/requests/{id} — deletes an unprocessed request (a student only their own); processed: 409
import { endpoint } from "@/lib/api/endpoint";
import { enrollmentsAccess } from "@/lib/enrollments/access";
import { deleteRequest } from "@/lib/enrollments/requests/service";
import { idParams } from "@/lib/validation/common";

export const DELETE = endpoint(
  enrollmentsAccess,
  "DELETE /enrollments-api/requests/{id}",
  { params: idParams },
  async ({ db, user, params }) => deleteRequest(db, user, params.id),
);
