// GET /exams-api/exams — the exam table (paged, searchable); `fullExamList=false` keeps only offered exams
import { endpoint } from "@/lib/api/endpoint";
import { examsAccess } from "@/lib/exams/access";
import { listExams } from "@/lib/exams/exams/queries";
import { examListQuery } from "@/lib/exams/exams/schemas";

export const GET = endpoint(
  examsAccess,
  "GET /exams-api/exams",
  { query: examListQuery },
  async ({ db, user, query }) => listExams(db, user, query),
);
