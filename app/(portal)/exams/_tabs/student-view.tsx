import { getTranslations } from "next-intl/server";
import { CalendarSubscription } from "@/components/calendar/islands";
import { StudentExams } from "@/components/exams/islands";
import { VoucherCards } from "@/components/exams/voucher/voucher-card";
import { studentRequestColumns } from "@/components/exams/requests/request-columns";
import { PageTable } from "@/components/shared/page-table";
import { LoadError } from "@/components/ui/load-error";
import { requestListQuery } from "@/lib/exams/requests/schemas";
import { pageQuery } from "@/lib/list/page-query";
import { loadOrNull } from "@/lib/load-or-null";
import { pageLocale } from "@/lib/i18n/request-locale";
import { loadStudentView } from "./student-data";
import type { ViewProps } from "./view-props";

/** The student's 'Exámenes' (their vouchers, a card per offered exam of each course) and 'Peticiones realizadas'. */
export async function StudentView({ db, user, searchParams }: ViewProps) {
  const t = await getTranslations("exams");
  const locale = await pageLocale();
  const requestQuery = pageQuery(requestListQuery, searchParams);
  const data = await loadOrNull("los exámenes", () => loadStudentView(db, user, requestQuery, locale));
  if (!data) return <LoadError message={t("page.loadError")} />;
  return (
    <StudentExams
      courses={data.courses}
      dayWarnings={data.dayWarnings}
      vouchers={<VoucherCards vouchers={data.vouchers} />}
      requests={
        <PageTable
          columns={studentRequestColumns(t)}
          page={data.requests}
          query={requestQuery}
          caption={t("student.yourRequests")}
          emptyMessage={t("student.noRequests")}
        />
      }
      calendar={<CalendarSubscription initialUrl={data.feed} />}
    />
  );
}
