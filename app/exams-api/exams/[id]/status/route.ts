// POST /exams-api/exams/{id}/status — a state change allowed by the transitions table
import { endpoint } from "@/lib/api/endpoint";
import { examsAccess } from "@/lib/exams/access";
import { assertSameId } from "@/lib/validation/common";
import { examIdParams } from "@/lib/exams/exams/schemas";
import { statusBody } from "@/lib/exams/online/schemas";
import { changeStatus } from "@/lib/exams/online/service";

export const POST = endpoint(
  examsAccess,
  "POST /exams-api/exams/{id}/status",
  { params: examIdParams, body: statusBody },
  async ({ db, user, params, body }) => {
    assertSameId(body.id, params.id);
    return changeStatus(db, user, params.id, body);
  },
);
