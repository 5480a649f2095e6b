// GET /exams-api/exams/{id}/venues — the venues on offer for an exam, with the seats left at each
import { endpoint } from "@/lib/api/endpoint";
import { examsAccess } from "@/lib/exams/access";
import { offeredVenues } from "@/lib/exams/venues/queries";
import { examIdParams } from "@/lib/exams/exams/schemas";

export const GET = endpoint(
  examsAccess,
  "GET /exams-api/exams/{id}/venues",
  { params: examIdParams },
  async ({ db, user, params }) => offeredVenues(db, user, params.id),
);
