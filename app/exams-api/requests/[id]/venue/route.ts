// PUT /exams-api/requests/{id}/venue — 'Cambiar de sede': the same exam at another venue with seats (a student only their own)
import { endpoint } from "@/lib/api/endpoint";
import { examsAccess } from "@/lib/exams/access";
import { changeVenue } from "@/lib/exams/requests/change-venue";
import { venueChangeBody } from "@/lib/exams/requests/schemas";
import { idParams } from "@/lib/validation/common";

export const PUT = endpoint(
  examsAccess,
  "PUT /exams-api/requests/{id}/venue",
  { params: idParams, body: venueChangeBody },
  async ({ db, user, params, body }) => changeVenue(db, user, params.id, body),
);
