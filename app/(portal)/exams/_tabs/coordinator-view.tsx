import { getTranslations } from "next-intl/server";
import { CoordinatorRequests } from "@/components/exams/requests/coordinator-requests";
import { coordinatorRequestColumns } from "@/components/exams/requests/request-columns";
import { PageTable } from "@/components/shared/page-table";
import { LoadError } from "@/components/ui/load-error";
import { listActiveRequests } from "@/lib/exams/requests/queries";
import { requestListQuery } from "@/lib/exams/requests/schemas";
import { pageQuery } from "@/lib/list/page-query";
import { loadOrNull } from "@/lib/load-or-null";
import type { ViewProps } from "./view-props";

/** The coordinator's one tab 'Peticiones realizadas': the active requests of their courses, with choices.xlsx. */
export async function CoordinatorView({ db, user, searchParams }: ViewProps) {
  const t = await getTranslations("exams");
  const requestQuery = pageQuery(requestListQuery, searchParams);
  const page = await loadOrNull("las peticiones", () => listActiveRequests(db, user, requestQuery));
  const table = page ? (
    <PageTable
      columns={coordinatorRequestColumns(t)}
      page={page}
      query={requestQuery}
      caption={t("requests.madeTab")}
      emptyMessage={t("requests.noneActive")}
    />
  ) : (
    <LoadError message={t("requests.loadError")} />
  );
  return <CoordinatorRequests table={table} />;
}
