import type { Db } from "@/db";
import { ConflictError } from "@/lib/api/errors";
import type { AfterCommit } from "@/lib/api/endpoint";
import type { SessionUser } from "@/lib/auth/session-store";
import { studentInScope } from "@/lib/auth/student-scope";
import { createInteraction } from "@/lib/interactions/service";
import { deliverNow, deliveryStatus, enqueue } from "@/lib/outbox/deliver";
import { consumeRateLimit, type RateLimitRule } from "@/lib/rate-limit/rate-limit";
import type { z } from "@/lib/validation/z";
import { SMS_NO_MOBILE, type smsBody, type SmsResult } from "./schemas";
import { countSms } from "./sms-parts";
import { env } from "@/lib/config";

/**
 * Each sender's SMS allowance, in parts as the counter shows them (SMS_MAX_PARTS_PER_HOUR, default
 * 200). A refused SMS rolls back with its request, so it costs nothing.
 */
function smsPartsRule(): RateLimitRule {
  const max = env("SMS_MAX_PARTS_PER_HOUR");
  return {
    name: "sms-parts",
    max,
    windowSeconds: 3600,
    message: `Has alcanzado el máximo de ${max} partes de SMS por hora. Inténtalo más tarde.`,
  };
}

/**
 * Queues an SMS to a student in scope (and records it as an 'SMS' interaction) in the request's
 * transaction; after the commit, tries to deliver it at once and says where it stands (sent, queued or failed).
 */
export async function sendSms(
  db: Db,
  staff: SessionUser,
  body: z.output<typeof smsBody>,
): Promise<AfterCommit<SmsResult>> {
  const student = await studentInScope(db, staff, body.user);
  if (!student.mobilePhone?.trim()) throw new ConflictError(SMS_NO_MOBILE);
  const { parts } = countSms(body.text);
  await consumeRateLimit(db, smsPartsRule(), String(staff.id), new Date(), parts);
  const queued = await enqueue(db, {
    channel: "SMS",
    recipient: student.mobilePhone.trim(),
    recipientUserId: student.id,
    text: body.text,
    parts,
    createdBy: staff.id,
  });
  await createInteraction(db, staff, { type: "SMS", receiver: student.externalId, interactionText: body.text });
  return async (committed) => {
    const row = await deliverNow(committed, queued.id);
    return {
      id: row.id,
      status: deliveryStatus(row),
      parts: row.parts ?? parts,
      attempts: row.attempts,
      lastError: row.lastError,
    };
  };
}
