import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { pushSubscriptions } from "@/db/schema";
import { ValidationError, NotFoundError } from "@/lib/api/errors";
import type { Locale } from "@/lib/i18n/locales";
import { msg } from "@/lib/i18n/message";
import { translate } from "@/lib/i18n/translate";
import { enqueue } from "@/lib/outbox/deliver";
import { isAllowedEndpoint, vapidDetails } from "./config";
import { type PushDevice, type SubscribeBody, type UnsubscribeBody } from "./schemas";
import { deviceName } from "./device-name";

/** 'Avisos': whether notices are on in this installation, its public key, and the person's devices. */
export async function noticesOverview(db: Db, userId: number) {
  const vapid = vapidDetails();
  return { enabled: vapid !== null, publicKey: vapid?.publicKey ?? null, devices: await listDevices(db, userId) };
}

export async function listDevices(db: Db, userId: number): Promise<PushDevice[]> {
  const rows = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
  return rows.map((r) => ({
    id: r.id,
    device: r.device,
    endpoint: r.endpoint,
    createdAt: r.createdAt.toISOString(),
    lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
  }));
}

/**
 * Enables notices on the device that sent `body`. A browser keeps one subscription per site, so when
 * another person signed in on it before, the device now belongs to whoever subscribed last.
 */
export async function subscribe(db: Db, userId: number, body: SubscribeBody, userAgent: string | null, locale: Locale) {
  if (!isAllowedEndpoint(body.endpoint)) {
    throw new ValidationError(msg("push.errors.endpointInvalid"), {
      endpoint: [translate(locale, msg("push.errors.endpointInvalid"))],
    });
  }
  const values = { userId, endpoint: body.endpoint, ...body.keys, device: deviceName(userAgent, locale) };
  const [row] = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, createdAt: sql`now()` } })
    .returning({ id: pushSubscriptions.id });
  return { id: row!.id };
}

/** Disables notices on one of the person's devices; 404 for a device that is not theirs. */
export async function unsubscribe(db: Db, userId: number, body: UnsubscribeBody) {
  const which =
    body.id !== undefined ? eq(pushSubscriptions.id, body.id) : eq(pushSubscriptions.endpoint, body.endpoint!);
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(which, eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw new NotFoundError(msg("push.errors.deviceNotFound"));
  return { removed: removed.length };
}

/** A notice to a person's devices: short title and text, and the page it opens. */
export interface PushNotice {
  title: string;
  body: string;
  url: string;
}

/**
 * Queues `notice` for each device on which the person enabled notices, in the caller's transaction: one
 * outbox message per device (recipient: the subscription's id), so the outbox's claim sends each once.
 * Nothing is queued while push is off.
 */
export async function notifyDevices(db: Db, userId: number, notice: PushNotice): Promise<number> {
  if (!vapidDetails()) return 0;
  const devices = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  for (const { id } of devices) {
    await enqueue(db, {
      channel: "PUSH",
      recipient: String(id),
      recipientUserId: userId,
      subject: notice.title,
      text: notice.body,
      link: notice.url,
    });
  }
  return devices.length;
}
