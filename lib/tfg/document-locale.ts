import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { users } from "@/db/schema";
import type { Locale } from "@/lib/i18n/locales";
import { personLocale } from "@/lib/i18n/offered";

/** The language a document issued for `userId` is in: theirs (`users.locale`) when offered, else the default. */
export async function documentLocale(db: Db, userId: number): Promise<Locale> {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return personLocale(row?.locale);
}
