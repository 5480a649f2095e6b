import { InstanceFilters } from "@/components/instances/islands";
import { staffInstanceColumns, studentInstanceColumns } from "@/components/instances/requests/instance-columns";
import { PageTable, type PageTableProps } from "@/components/shared/page-table";
import { LoadError } from "@/components/ui/load-error";
import { personName } from "@/components/ui/person-cell";
import { instancesPaths } from "@/lib/instances/client";
import type { InstanceListQuery } from "@/lib/instances/requests/list-query";
import { listInstances } from "@/lib/instances/requests/queries";
import type { InstanceRow } from "@/lib/instances/requests/schemas";
import { exportSearch, withDefaultCreatedFrom } from "@/lib/instances/requests/staff-list";
import type { Page } from "@/lib/validation/common";
import { newRowKey } from "@/lib/list/new-row";
import { loadOrNull } from "@/lib/load-or-null";
import type { TabProps } from "./tab-props";

type View = Pick<
  PageTableProps<InstanceRow>,
  "columns" | "caption" | "emptyMessage" | "filters" | "filtersOpen" | "csvHref"
>;

/** The requests the user reaches under `query`, in the table of their view. */
async function RequestTable(p: TabProps, query: InstanceListQuery, view: (page: Page<InstanceRow>) => View) {
  const page = await loadOrNull("las instancias", () => listInstances(p.db, p.user, query));
  if (!page) return <LoadError message={p.t("page.loadError.instances")} />;
  return (
    <PageTable page={page} query={query} captionVisible highlightKey={newRowKey(p.searchParams)} {...view(page)} />
  );
}

/** 'Solicitudes realizadas': the student's own requests. */
export const StudentRequests = (p: TabProps) =>
  RequestTable(p, p.query, () => ({
    columns: studentInstanceColumns(p.t, p.user.role, p.maxBytes),
    caption: p.t("page.studentCaption"),
    emptyMessage: p.t("page.studentEmpty"),
  }));

/** 'Solicitudes en proceso': every request, filtered (from the academic year's start by default), with its CSV. */
export function StaffRequests(p: TabProps) {
  const query = withDefaultCreatedFrom(p.query);
  return RequestTable(p, query, (page) => ({
    columns: staffInstanceColumns(p.t, p.user.role, p.maxBytes),
    caption: p.t("page.staffCaption"),
    emptyMessage: p.t("page.staffEmpty"),
    filters: (
      <InstanceFilters
        current={query}
        studentName={
          query.userExternalId && page.content[0]
            ? personName(page.content[0].surname1, page.content[0].givenName)
            : undefined
        }
      />
    ),
    filtersOpen: true,
    csvHref: instancesPaths.export(exportSearch(query)),
  }));
}
