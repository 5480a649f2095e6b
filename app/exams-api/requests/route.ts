// GET /exams-api/requests — a student's own requests, an instructor's reservations, or all for support (paged)
// POST /exams-api/requests — a student chooses an exam and a venue
import { rowsNaming } from "@/lib/access-log/students";
import { endpoint, json } from "@/lib/api/endpoint";
import { examsAccess } from "@/lib/exams/access";
import { listRequests } from "@/lib/exams/requests/queries";
import { chooseExam } from "@/lib/exams/requests/service";
import { requestBody, requestListQuery } from "@/lib/exams/requests/schemas";

export const GET = endpoint(
  examsAccess,
  "GET /exams-api/requests",
  {
    query: requestListQuery,
    // Staff see the students' names and DNIs; a student's read of their own requests is not recorded.
    readsPersonalData: { what: "Exámenes: peticiones de examen", shown: rowsNaming("userId") },
  },
  async ({ db, user, query }) => listRequests(db, user, query),
);

export const POST = endpoint(
  examsAccess,
  "POST /exams-api/requests",
  { body: requestBody },
  async ({ db, user, body }) => json(await chooseExam(db, user.id, body, { bySupport: false }), 201),
);
