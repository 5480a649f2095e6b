import type { Db } from "@/db";
import type { SessionUser } from "@/lib/auth/session-store";
import type { SearchParams } from "@/lib/list/page-query";

export type { SearchParams } from "@/lib/list/page-query";

/** What every role's view of /exams is rendered with. */
export type ViewProps = { db: Db; user: SessionUser; searchParams: SearchParams };
