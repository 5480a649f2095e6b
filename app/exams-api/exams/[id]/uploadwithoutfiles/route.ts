// POST /exams-api/exams/{id}/uploadwithoutfiles — support marks an exam as delivered without files
import { endpoint } from "@/lib/api/endpoint";
import { examsAccess } from "@/lib/exams/access";
import { examIdParams } from "@/lib/exams/exams/schemas";
import { markUploadedWithoutFiles } from "@/lib/exams/online/service";

export const POST = endpoint(
  examsAccess,
  "POST /exams-api/exams/{id}/uploadwithoutfiles",
  { params: examIdParams },
  async ({ db, user, params }) => markUploadedWithoutFiles(db, user, params.id),
);
