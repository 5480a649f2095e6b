// POST /exams-api/exams/{id}/generate — builds the online exam package (zip) and records who generated it
import { endpoint } from "@/lib/api/endpoint";
import { examIdParams } from "@/lib/exams/schemas";
import { generateOnlineExam } from "@/lib/exams/service";
import { downloadResponse } from "@/lib/files/download";

export const POST = endpoint(
  { roles: ["ROLE_ADMIN", "ROLE_GES_EXAM"], params: examIdParams },
  async ({ db, user, params }) => {
    const zip = await generateOnlineExam(db, user, params.id);
    return downloadResponse(zip.bytes, zip.name, "application/zip");
  },
);
