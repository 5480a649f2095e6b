// DELETE /exams-api/waitlist/{id} — leaves a waiting list (a student only their own entry)
import { endpoint } from "@/lib/api/endpoint";
import { leaveWaitlist } from "@/lib/exams/waitlist/service";
import { idParams } from "@/lib/validation/common";

export const DELETE = endpoint(
  { roles: ["ROLE_STUDENT", "ROLE_ADMIN", "ROLE_GES_EXAM"], params: idParams },
  async ({ db, user, params }) => leaveWaitlist(db, user, params.id),
);
