// POST /exams-api/waitlist/{id}/promote — support gives a free seat to this waiter out of turn (audited)
import { endpoint, json } from "@/lib/api/endpoint";
import { examsAccess } from "@/lib/exams/access";
import { promoteByHand } from "@/lib/exams/waitlist/service";
import { idParams } from "@/lib/validation/common";

export const POST = endpoint(
  examsAccess,
  "POST /exams-api/waitlist/{id}/promote",
  { params: idParams },
  async ({ db, params }) => json(await promoteByHand(db, params.id), 201),
);
