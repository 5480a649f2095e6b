// POST /student-record-api/sms — queue an SMS to a student in scope and try to deliver it (200 sent, 202 queued)
import type { Db } from "@/db";
import { endpoint, json } from "@/lib/api/endpoint";
import { studentRecordAccess } from "@/lib/student-record/access";
import { smsBody } from "@/lib/student-record/schemas";
import { sendSms } from "@/lib/student-record/service";

export const POST = endpoint(
  studentRecordAccess,
  "POST /student-record-api/sms",
  { body: smsBody },
  async ({ db, user, body }) => {
    const deliver = await sendSms(db, user, body);
    return async (committed: Db) => {
      const result = await deliver(committed);
      return json(result, result.status === "SENT" ? 200 : 202);
    };
  },
);
