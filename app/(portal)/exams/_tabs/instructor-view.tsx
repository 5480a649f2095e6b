import { getTranslations } from "next-intl/server";
import { InstructorExams } from "@/components/exams/islands";
import { instructorRequestColumns } from "@/components/exams/requests/request-columns";
import { LoadError } from "@/components/ui/load-error";
import { Table } from "@/components/ui/table";
import { coursesOf } from "@/lib/exams/courses/queries";
import { examsByCourse } from "@/lib/exams/exams/queries";
import { uploadMaxBytes } from "@/lib/files/limits";
import { listRequests } from "@/lib/exams/requests/queries";
import { requestListQuery } from "@/lib/exams/requests/schemas";
import { pageQuery } from "@/lib/list/page-query";
import { loadOrNull } from "@/lib/load-or-null";
import type { ViewProps } from "./view-props";

/** The instructor's 'Exámenes' (own courses, exam cards, 'Gestionar examen') and 'Reservas'. */
export async function InstructorView({ db, user, searchParams }: ViewProps) {
  const t = await getTranslations("exams");
  const requestQuery = pageQuery(requestListQuery, searchParams);
  const data = await loadOrNull("los exámenes", async () => {
    const [courses, exams, reservations] = await Promise.all([
      coursesOf(db, user, user.externalId),
      examsByCourse(db, user),
      listRequests(db, user, { ...requestQuery, size: 100, page: 0 }),
    ]);
    return { courses: courses.map((c) => ({ ...c, exams: exams.get(c.courseId) ?? [] })), reservations };
  });
  if (!data) return <LoadError message={t("page.loadError")} />;
  return (
    <InstructorExams
      courses={data.courses}
      maxBytes={uploadMaxBytes()}
      reservations={
        // 'Peticiones de tus exámenes': no selection, no print, no download.
        <Table
          columns={instructorRequestColumns(t)}
          rows={data.reservations.content}
          caption={t("instructor.requests")}
          emptyMessage={t("requests.none")}
        />
      }
    />
  );
}
