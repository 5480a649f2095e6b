// DELETE /exams-api/waitlist/{id} — leaves a waiting list (a student only their own entry)
import { endpoint } from "@/lib/api/endpoint";
import { examsAccess } from "@/lib/exams/access";
import { leaveWaitlist } from "@/lib/exams/waitlist/service";
import { idParams } from "@/lib/validation/common";

export const DELETE = endpoint(
  examsAccess,
  "DELETE /exams-api/waitlist/{id}",
  { params: idParams },
  async ({ db, user, params }) => leaveWaitlist(db, user, params.id),
);
