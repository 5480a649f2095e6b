import type { Db } from "@/db";
import { ConflictError, TooManyRequestsError } from "@/lib/api/errors";
import type { AfterCommit } from "@/lib/api/endpoint";
import type { SessionUser } from "@/lib/auth/session-store";
import { studentInScope } from "@/lib/auth/student-scope";
import { createInteraction } from "@/lib/interactions/service";
import { deliverNow, deliveryStatus, enqueue } from "@/lib/outbox/deliver";
import { consumeRateLimit, type RateLimitRule } from "@/lib/rate-limit/rate-limit";
import { msg } from "@/lib/i18n/message";
import { translate } from "@/lib/i18n/translate";
import type { z } from "@/lib/validation/z";
import type { smsBody, SmsResult } from "./schemas";
import { countSms } from "./sms-parts";
import { env } from "@/lib/config";

const smsLimitReached = (max: number) => msg("studentRecord.sms.errors.rateLimit", { max });

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
    message: translate("es", smsLimitReached(max)),
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
  if (!student.mobilePhone?.trim()) throw new ConflictError(msg("studentRecord.sms.errors.noMobile"));
  const { parts } = countSms(body.text);
  const rule = smsPartsRule();
  await consumeRateLimit(db, rule, String(staff.id), new Date(), parts).catch((err: unknown) => {
    // The rule's message is a Spanish text (lib/rate-limit): the answer says it in the requester's language.
    if (err instanceof TooManyRequestsError)
      throw new TooManyRequestsError(smsLimitReached(rule.max), err.retryAfterSeconds);
    throw err;
  });
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
