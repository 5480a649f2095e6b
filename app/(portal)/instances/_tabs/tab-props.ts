import type { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import type { Db } from "@/db";
import type { SessionUser } from "@/lib/auth/session-store";
import type { InstanceListQuery } from "@/lib/instances/requests/list-query";
import type { SearchParams } from "@/lib/list/page-query";

/** What every tab of /instances is rendered with. */
export type TabProps = {
  db: Db;
  user: SessionUser;
  searchParams: SearchParams;
  query: InstanceListQuery;
  maxBytes: number;
  /** The module's texts in the page's language. */
  t: Awaited<ReturnType<typeof getTranslations<"instances">>>;
};

/** A tab of the role's view: all of them are rendered by the server and kept mounted. */
export type Tab = { value: string; label: string; content: ReactNode };
