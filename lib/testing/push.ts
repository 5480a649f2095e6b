import { eq } from "drizzle-orm";
import { pushSubscriptions } from "@/db/schema";
import { getDb } from "@/lib/database";
import { uniq } from "./fixtures";

/** A VAPID key pair and subject for tests (`webpush.generateVAPIDKeys()`): push is on while they are set. */
export const TEST_VAPID = {
  VAPID_PUBLIC_KEY: "BNbxGYNMhEIi9zrneh7mqV4EUanjLUK3m-mYZBc62frMKrEoMk88r3Lk596T0ck9xlT-BBlKUQvsp_KlzmVpVpI",
  VAPID_PRIVATE_KEY: "kUKExdZGgeVtE2GCrMHn0vUm-K49RY-FGr7gWcxVvmQ",
  VAPID_SUBJECT: "mailto:soporte@universidad.test",
};

/** Runs `work` with push on (TEST_VAPID in the environment), then off again. */
export async function withPushOn<T>(work: () => Promise<T>): Promise<T> {
  Object.assign(process.env, TEST_VAPID);
  try {
    return await work();
  } finally {
    for (const name of Object.keys(TEST_VAPID)) delete process.env[name];
  }
}

/** Keys in the Push API's shape (base64url; not a real key pair: for rows that are never sent to). */
export const FAKE_KEYS = { p256dh: "B".repeat(87), auth: "A".repeat(22) };

/** A device on which `userId` enabled notices, at a Chrome-like push service address. */
export async function makeDevice(userId: number) {
  const db = await getDb();
  const [row] = await db
    .insert(pushSubscriptions)
    .values({
      userId,
      endpoint: `https://fcm.googleapis.com/fcm/send/${uniq()}`,
      ...FAKE_KEYS,
      device: "Chrome en Android",
    })
    .returning();
  return row!;
}

export async function deviceRow(id: number) {
  const db = await getDb();
  return (await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id)))[0] ?? null;
}
