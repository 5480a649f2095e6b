import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { users } from "@/db/schema";
import { ForbiddenError, ValidationError } from "@/lib/api/errors";
import { isSameOrigin } from "@/lib/api/same-origin";
import { sessionFromRequest } from "@/lib/auth/current-session";
import { servedOverHttps } from "@/lib/auth/https";
import { msg } from "./message";
import { LOCALE_COOKIE, type Locale } from "./locales";
import { offeredLocales } from "./offered";

const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * The language chosen in 'Idioma': on the signed-in person's row, so that it follows them to another
 * device, and in a cookie for the pages before signing in. Only the person's own row: the session's.
 */
export async function chooseLanguage(db: Db, req: Request, locale: Locale): Promise<Response> {
  const { session, viaBearer } = await sessionFromRequest(req, db);
  // A browser's cookie and row change only from the portal's own pages (a bearer cannot be forged).
  if (!viaBearer && !isSameOrigin(req)) throw new ForbiddenError(msg("errors.foreignOrigin"));
  if (!offeredLocales().includes(locale)) throw new ValidationError(msg("errors.localeNotOffered"));
  if (session) await db.update(users).set({ locale }).where(eq(users.id, session.user.id));
  const secure = servedOverHttps() ? "; Secure" : "";
  return new Response(null, {
    status: 204,
    headers: { "set-cookie": `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure}` },
  });
}
