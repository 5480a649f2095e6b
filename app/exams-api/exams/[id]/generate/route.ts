// POST /exams-api/exams/{id}/generate — builds the online exam package (zip) and records who generated it
import { endpoint } from "@/lib/api/endpoint";
import { examsAccess } from "@/lib/exams/access";
import { examIdParams } from "@/lib/exams/exams/schemas";
import { generateOnlineExam } from "@/lib/exams/online/package";

export const POST = endpoint(
  examsAccess,
  "POST /exams-api/exams/{id}/generate",
  { params: examIdParams },
  async ({ db, user, params }) => generateOnlineExam(db, user, params.id),
);
