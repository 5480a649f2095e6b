// POST /exams-api/exams/{id}/extraordinary — support creates an extraordinary exam from an exam
import { endpoint, json } from "@/lib/api/endpoint";
import { examsAccess } from "@/lib/exams/access";
import { examIdParams, extraordinaryBody } from "@/lib/exams/exams/schemas";
import { createExtraordinaryExam } from "@/lib/exams/exams/service";

export const POST = endpoint(
  examsAccess,
  "POST /exams-api/exams/{id}/extraordinary",
  { params: examIdParams, body: extraordinaryBody },
  async ({ db, user, params, body, locale }) =>
    json(await createExtraordinaryExam(db, user, params.id, body, locale), 201),
);
