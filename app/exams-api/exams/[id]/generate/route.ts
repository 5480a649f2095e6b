// POST /exams-api/exams/{id}/generate — builds the online exam package (zip) and records who generated it
import { endpoint } from "@/lib/api/endpoint";
import { examIdParams } from "@/lib/exams/exams/schemas";
import { generateOnlineExam } from "@/lib/exams/online/package";

export const POST = endpoint(
  { roles: ["ROLE_ADMIN", "ROLE_GES_EXAM"], params: examIdParams },
  async ({ db, user, params }) => generateOnlineExam(db, user, params.id),
);
