// GET /exams-api/exams/{id} — one exam with its state history, for the management dialogs
import { endpoint } from "@/lib/api/endpoint";
import { examsAccess } from "@/lib/exams/access";
import { examDetail } from "@/lib/exams/online/queries";
import { examIdParams } from "@/lib/exams/exams/schemas";

export const GET = endpoint(
  examsAccess,
  "GET /exams-api/exams/{id}",
  { params: examIdParams },
  async ({ db, user, params }) => examDetail(db, user, params.id),
);
