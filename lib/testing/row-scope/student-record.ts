import { eq } from "drizzle-orm";
import { getDb } from "@/lib/database";
import { outbox } from "@/db/schema";
import { byStaff, studentRecordOf } from "@/lib/testing/row-scope-world";
import type { RowScopeRow } from "./types";

const smsTo = async (studentId: number) =>
  (await getDb()).select({ id: outbox.id }).from(outbox).where(eq(outbox.recipientUserId, studentId));

export const cases: RowScopeRow[] = [
  ...byStaff("GET /student-record-api/user/{dni}", async (w) => ({ params: { dni: w.student.dni } })),
  ...byStaff("GET /student-record-api/courses/{user}", async (w) => ({ params: { user: w.student.externalId } })),
  ...byStaff("GET /student-record-api/grades/{user}/convocatory/{convocatory}", async (w) => {
    const { convocatory } = await studentRecordOf(w);
    return { params: { user: w.student.externalId, convocatory } };
  }),
  ...byStaff("GET /student-record-api/proceeding/{course}/{user}", async (w) => ({
    params: (await studentRecordOf(w)).params,
  })),
  ...byStaff("GET /student-record-api/proceeding/{course}/{user}/download", async (w) => ({
    params: (await studentRecordOf(w)).params,
  })),
  ...byStaff(
    "GET /student-record-api/users/{kind}/{term}",
    async (w) => ({
      params: { kind: "id", term: w.student.externalId },
      shows: (data) =>
        (data as { content: { userId: string }[] }).content.some((s) => s.userId === w.student.externalId),
    }),
    "omitted",
  ),
  ...byStaff("POST /student-record-api/sms", async (w) => ({
    json: { user: w.student.externalId, text: "Recoja su título en secretaría" },
    snapshot: () => smsTo(w.student.id),
  })),
];
