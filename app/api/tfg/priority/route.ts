// GET /tfg-api/priority — the priority grades, paged ('Subida de notas')
import { endpoint } from "@/lib/api/endpoint";
import { listPriorityGrades } from "@/lib/tfg/priority-grades";
import { priorityListQuery } from "@/lib/tfg/schemas";

export const GET = endpoint({ roles: ["ROLE_ADMIN"], query: priorityListQuery }, async ({ db, query }) =>
  listPriorityGrades(db, query),
);
