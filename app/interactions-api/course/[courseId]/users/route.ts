// GET /interactions-api/course/{courseId}/users — students of a course the caller may pick from
import { rowsNaming } from "@/lib/access-log/students";
import { endpoint } from "@/lib/api/endpoint";
import { interactionsAccess } from "@/lib/interactions/access";
import { courseUsers } from "@/lib/interactions/queries";
import { courseIdParams } from "@/lib/interactions/schemas";

export const GET = endpoint(
  interactionsAccess,
  "GET /interactions-api/course/{courseId}/users",
  {
    params: courseIdParams,
    readsPersonalData: { what: "Interacciones: alumnos de una asignatura", shown: rowsNaming("externalId") },
  },
  async ({ db, user, params }) => courseUsers(db, user, params.courseId),
);
