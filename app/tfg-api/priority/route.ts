// GET /tfg-api/priority — the priority grades, paged ('Subida de notas')
import { endpoint } from "@/lib/api/endpoint";
import { tfgAccess } from "@/lib/tfg/access";
import { listPriorityGrades } from "@/lib/tfg/proposal/priority-grades";
import { priorityListQuery } from "@/lib/tfg/proposal/schemas";

export const GET = endpoint(tfgAccess, "GET /tfg-api/priority", { query: priorityListQuery }, async ({ db, query }) =>
  listPriorityGrades(db, query),
);
