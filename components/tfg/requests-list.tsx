import { getTranslations } from "next-intl/server";
import { LoadError } from "@/components/ui/load-error";
import type { Db } from "@/db";
import { ForbiddenError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session-store";
import { pageQuery, type SearchParams } from "@/lib/list/page-query";
import { loadOrNull } from "@/lib/load-or-null";
import { listRequests } from "@/lib/tfg/requests/queries";
import { requestListQuery } from "@/lib/tfg/requests/schemas";
import { type NamedRef } from "@/lib/tfg/schemas";
import { CsvExportButton } from "./islands";
import { NoAccessRedirect } from "./no-access-redirect";
import type { ReviewView } from "./row-actions";
import { requestColumns } from "./request-columns";
import { ReviewList } from "./review-list";

/**
 * One server-paged area request table for a view: the URL holds page, size, sort and filters; the
 * list scope is the view's (`filter` GESTION or DIRECTOR, or all for admins and secretaries). A
 * GESTION list refused (403) sends the user to the landing with 'No tienes acceso a la gestión de TFGs'.
 */
export async function RequestsList({
  db,
  user,
  view,
  filter,
  searchParams,
  degrees,
}: {
  db: Db;
  user: SessionUser;
  view: ReviewView;
  filter?: "GESTION" | "DIRECTOR";
  searchParams: SearchParams;
  degrees: NamedRef[];
}) {
  const t = await getTranslations("tfg");
  const query = pageQuery(requestListQuery, searchParams, { filter });
  const page = await loadOrNull("las solicitudes", async () => {
    try {
      return await listRequests(db, user, query);
    } catch (err) {
      if (err instanceof ForbiddenError) return "forbidden" as const;
      throw err;
    }
  });
  if (page === "forbidden") return <NoAccessRedirect message={t("errors.noManagementAccess")} />;
  if (!page) return <LoadError message={t("loadErrors.requests")} />;
  const staff = view !== "student";
  return (
    <ReviewList
      toolbar={staff && <CsvExportButton filter={filter} />}
      columns={requestColumns(view, user.role, t)}
      page={page}
      query={query}
      caption={t("requests.caption")}
      emptyMessage={t("requests.empty")}
      searchParams={searchParams}
      staff={staff}
      degrees={degrees}
    />
  );
}
