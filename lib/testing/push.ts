import { eq } from "drizzle-orm";
import { pushSubscriptions } from "@/db/schema";
import { getDb } from "@/lib/database";
import { uniq } from "./fixtures";

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
