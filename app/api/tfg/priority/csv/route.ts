// POST /tfg-api/priority/csv — upserts priority grades from a CSV (userId,degreeId,priority)
import { endpoint } from "@/lib/api/endpoint";
import { multipartBodyLimit } from "@/lib/files/limits";
import { uploadPriorityGrades } from "@/lib/tfg/proposal/priority-grades";

export const POST = endpoint(
  { roles: ["ROLE_ADMIN"], multipart: true, maxBodyBytes: multipartBodyLimit() },
  async ({ db, body }) => uploadPriorityGrades(db, body),
);
