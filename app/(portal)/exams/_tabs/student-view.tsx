import { CalendarSubscription } from "@/components/calendar/islands";
import { StudentExams } from "@/components/exams/islands";
import { VoucherCards } from "@/components/exams/voucher/voucher-card";
import { studentRequestColumns } from "@/components/exams/requests/request-columns";
import { PageTable } from "@/components/shared/page-table";
import { LoadError } from "@/components/ui/load-error";
import { requestListQuery } from "@/lib/exams/requests/schemas";
import { pageQuery } from "@/lib/list/page-query";
import { loadOrNull } from "@/lib/load-or-null";
import { loadStudentView } from "./student-data";
import { LOAD_ERROR, type ViewProps } from "./view-props";

/** The student's 'Exámenes' (their vouchers, a card per offered exam of each course) and 'Peticiones realizadas'. */
export async function StudentView({ db, user, searchParams }: ViewProps) {
  const requestQuery = pageQuery(requestListQuery, searchParams);
  const data = await loadOrNull("los exámenes", () => loadStudentView(db, user, requestQuery));
  if (!data) return <LoadError message={LOAD_ERROR} />;
  return (
    <StudentExams
      courses={data.courses}
      dayWarnings={data.dayWarnings}
      vouchers={<VoucherCards vouchers={data.vouchers} />}
      requests={
        <PageTable
          columns={studentRequestColumns}
          page={data.requests}
          query={requestQuery}
          caption="Tus peticiones"
          emptyMessage="No has hecho ninguna petición"
        />
      }
      calendar={<CalendarSubscription initialUrl={data.feed} />}
    />
  );
}
