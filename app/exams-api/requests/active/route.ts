// GET /exams-api/requests/active — requests for exams not yet held, of the courses a coordinator coordinates (paged)
import { rowsNaming } from "@/lib/access-log/students";
import { endpoint } from "@/lib/api/endpoint";
import { examsAccess } from "@/lib/exams/access";
import { listActiveRequests } from "@/lib/exams/requests/queries";
import { requestListQuery } from "@/lib/exams/requests/schemas";

export const GET = endpoint(
  examsAccess,
  "GET /exams-api/requests/active",
  {
    query: requestListQuery,
    readsPersonalData: { what: "Exámenes: peticiones de examen", shown: rowsNaming("userId") },
  },
  async ({ db, user, query }) => listActiveRequests(db, user, query),
);
