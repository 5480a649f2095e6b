import type { getTranslations } from "next-intl/server";
import type { Db } from "@/db";
import type { SessionUser } from "@/lib/auth/session-store";
import type { SearchParams } from "@/lib/list/page-query";

/** What every role's view of /documental is rendered with. */
export type ViewProps = {
  db: Db;
  user: SessionUser;
  searchParams: SearchParams;
  /** The module's texts in the page's language. */
  t: Awaited<ReturnType<typeof getTranslations<"documents">>>;
};
