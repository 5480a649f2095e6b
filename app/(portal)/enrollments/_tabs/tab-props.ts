import type { Db } from "@/db";
import type { SessionUser } from "@/lib/auth/session-store";
import type { SearchParams } from "@/lib/list/page-query";

export type { SearchParams } from "@/lib/list/page-query";

/** What every tab of /enrollments is rendered with. */
export type TabProps = { db: Db; user: SessionUser; searchParams: SearchParams };
