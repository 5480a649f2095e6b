// POST /exams-api/exams/{id}/uploadwithoutfiles — support marks an exam as delivered without files
import { endpoint } from "@/lib/api/endpoint";
import { examIdParams } from "@/lib/exams/exams/schemas";
import { markUploadedWithoutFiles } from "@/lib/exams/online/service";

export const POST = endpoint(
  { roles: ["ROLE_ADMIN", "ROLE_GES_EXAM"], params: examIdParams },
  async ({ db, user, params }) => markUploadedWithoutFiles(db, user, params.id),
);
