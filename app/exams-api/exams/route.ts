// GET /exams-api/exams — the exam table (paged, searchable); `fullExamList=false` keeps only offered exams
import { endpoint } from "@/lib/api/endpoint";
import { listExams } from "@/lib/exams/exams/queries";
import { examListQuery } from "@/lib/exams/exams/schemas";

export const GET = endpoint(
  { roles: ["ROLE_STUDENT", "ROLE_ADMIN", "ROLE_GES_EXAM"], query: examListQuery },
  async ({ db, user, query }) => listExams(db, user, query),
);
