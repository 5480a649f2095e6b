import { reviewDocumentColumns, studentDocumentColumns } from "@/components/documents/document-columns";
import { ReviewFilters } from "@/components/documents/islands";
import { PageTable } from "@/components/shared/page-table";
import { LoadError } from "@/components/ui/load-error";
import { personName } from "@/components/ui/person-cell";
import { listDocuments } from "@/lib/documents/queries";
import { documentListQuery } from "@/lib/documents/schemas";
import { newRowKey } from "@/lib/list/new-row";
import { pageQuery } from "@/lib/list/page-query";
import { loadOrNull } from "@/lib/load-or-null";
import type { ViewProps } from "./view-props";

/** 'Documentos': a student's own, or every student's for the coordinator, with the filters of the review. */
export async function DocumentsTable({ db, user, searchParams, t }: ViewProps) {
  const query = pageQuery(documentListQuery, searchParams);
  const page = await loadOrNull("los documentos", () => listDocuments(db, user, query));
  if (!page) return <LoadError message={t("page.loadError.documents")} />;
  const student = user.role === "ROLE_STUDENT";
  const first = page.content[0];
  return (
    <PageTable
      columns={student ? studentDocumentColumns(t) : reviewDocumentColumns(t, user.role)}
      page={page}
      query={query}
      caption={t("page.caption")}
      emptyMessage={t("page.empty")}
      highlightKey={newRowKey(searchParams)}
      filters={
        student ? undefined : (
          <ReviewFilters
            studentId={query.studentId ?? ""}
            studentName={first && personName(first.studentFamilyName, first.studentGivenName)}
            pending={query.pending}
          />
        )
      }
      filtersOpen
    />
  );
}
