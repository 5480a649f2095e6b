import { headers } from "next/headers";
import { cache } from "react";
import { currentSession } from "@/lib/auth/current-session";
import type { Locale } from "./locales";
import { localeOf } from "./locale-of";

/** The language of the page being rendered (server components; worked out once per request). */
export const pageLocale = cache(async (): Promise<Locale> => {
  const session = await currentSession();
  return localeOf(await headers(), session?.user.locale);
});
