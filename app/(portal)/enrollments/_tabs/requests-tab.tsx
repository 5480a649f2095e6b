import { getTranslations } from "next-intl/server";
import { RequestFilters } from "@/components/enrollments/islands";
import { requestColumns } from "@/components/enrollments/requests/request-columns";
import { PageTable } from "@/components/shared/page-table";
import { LoadError } from "@/components/ui/load-error";
import { enrollmentPaths } from "@/lib/enrollments/client";
import { listRequests } from "@/lib/enrollments/requests/queries";
import { enrollmentListQuery, type EnrollmentListQuery } from "@/lib/enrollments/requests/schemas";
import { listEnrollmentTerms } from "@/lib/enrollments/terms/queries";
import { newRowKey } from "@/lib/list/new-row";
import { pageQuery } from "@/lib/list/page-query";
import { loadOrNull } from "@/lib/load-or-null";
import type { TabProps } from "./tab-props";

const CSV_KEYS = ["enrollmentType", "processed", "enrollmentTermId", "userExternalId", "sort", "direction"] as const;

/** The CSV's query: the list's filters and order, without its page. */
function csvSearch(query: EnrollmentListQuery) {
  const search = new URLSearchParams();
  for (const key of CSV_KEYS) {
    const value = query[key];
    if (value !== undefined) search.set(key, String(value));
  }
  return `?${search.toString()}`;
}

/** 'Solicitudes': a student's own requests; every request for staff, with the filters, and the CSV for admins. */
export async function RequestsTab({ db, user, searchParams }: TabProps) {
  const t = await getTranslations("enrollments");
  const query = pageQuery(enrollmentListQuery, searchParams);
  const page = await loadOrNull("las matriculaciones", () => listRequests(db, user, query));
  if (!page) return <LoadError message={t("page.requestsLoadError")} />;
  const staff = user.role !== "ROLE_STUDENT";
  const terms = staff ? ((await loadOrNull("las convocatorias", () => listEnrollmentTerms(db, true))) ?? []) : [];
  return (
    <PageTable
      columns={requestColumns(user.role, t)}
      page={page}
      query={query}
      caption={t("list.caption")}
      captionVisible
      emptyMessage={t("list.empty")}
      highlightKey={newRowKey(searchParams)}
      filters={
        staff ? (
          <RequestFilters
            query={query}
            terms={terms}
            studentName={query.userExternalId ? page.content[0]?.userName : undefined}
          />
        ) : undefined
      }
      csvHref={user.role === "ROLE_ADMIN" ? enrollmentPaths.csv(csvSearch(query)) : undefined}
    />
  );
}
