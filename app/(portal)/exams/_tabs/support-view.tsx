import { getTranslations } from "next-intl/server";
import { examColumns } from "@/components/exams/exams/exam-columns";
import { SupportExams } from "@/components/exams/islands";
import { PageTable } from "@/components/shared/page-table";
import { LoadError } from "@/components/ui/load-error";
import { listExams } from "@/lib/exams/exams/queries";
import { examListQuery } from "@/lib/exams/exams/schemas";
import { listTerms } from "@/lib/exams/terms/queries";
import { venueSessionListQuery } from "@/lib/exams/venues/schemas";
import { waitlistEntryListQuery } from "@/lib/exams/waitlist/entry-schemas";
import { uploadMaxBytes } from "@/lib/files/limits";
import { pageQuery } from "@/lib/list/page-query";
import { loadOrNull } from "@/lib/load-or-null";
import type { ViewProps } from "./view-props";

/**
 * Admin and exam management: the exam table that is also the review screen, terms, extraordinary
 * exams, out-of-deadline requests; the venues' seats and the waiting lists read their endpoints.
 */
export async function SupportView({ db, user, searchParams }: ViewProps) {
  const t = await getTranslations("exams");
  const examQuery = pageQuery(examListQuery, searchParams);
  const [page, terms] = await Promise.all([
    loadOrNull("los exámenes", () => listExams(db, user, examQuery)),
    loadOrNull("las convocatorias", () => listTerms(db)),
  ]);
  const table = page ? (
    <PageTable
      columns={examColumns(t, user.role, uploadMaxBytes())}
      page={page}
      query={examQuery}
      caption={t("page.examsTab")}
      emptyMessage={t("table.none")}
    />
  ) : (
    <LoadError message={t("page.loadError")} />
  );
  return (
    <SupportExams
      examTable={table}
      search={examQuery.search ?? ""}
      terms={terms ?? []}
      maxBytes={uploadMaxBytes()}
      venueQuery={pageQuery(venueSessionListQuery, searchParams)}
      waitlistQuery={pageQuery(waitlistEntryListQuery, searchParams)}
    />
  );
}
