// POST /exams-api/exams/{id}/extraordinary — support creates an extraordinary exam from an exam
import { endpoint, json } from "@/lib/api/endpoint";
import { examIdParams, extraordinaryBody } from "@/lib/exams/exams/schemas";
import { createExtraordinaryExam } from "@/lib/exams/exams/service";

export const POST = endpoint(
  { roles: ["ROLE_ADMIN", "ROLE_GES_EXAM"], params: examIdParams, body: extraordinaryBody },
  async ({ db, user, params, body }) => json(await createExtraordinaryExam(db, user, params.id, body), 201),
);
