import { CalendarSubscription } from "@/components/calendar/calendar-subscription";
import { examColumns } from "@/components/exams/exam-columns";
import { CoordinatorRequests } from "@/components/exams/coordinator-requests";
import { InstructorExams, StudentExams, SupportExams } from "@/components/exams/islands";
import {
  coordinatorRequestColumns,
  instructorRequestColumns,
  studentRequestColumns,
} from "@/components/exams/request-columns";
import { ForbiddenNotice } from "@/components/shell/message-page";
import { DataTable } from "@/components/ui/data-table";
import { LoadError } from "@/components/ui/load-error";
import { loadOrNull } from "@/lib/load-or-null";
import { Table } from "@/components/ui/table";
import { getDb } from "@/db";
import { pageSession } from "@/components/shell/page-gate";
import { currentToken, feedUrl } from "@/lib/calendar/token";
import {
  coursesOf,
  enrollmentsOf,
  listActiveRequests,
  listCourseExams,
  listExams,
  listRequests,
  listTerms,
} from "@/lib/exams/queries";
import { examListQuery, requestListQuery } from "@/lib/exams/schemas";
import { listWaitlist } from "@/lib/exams/waitlist/queries";
import { dayLoadWarnings } from "@/lib/exams/day-load";
import { env } from "@/lib/config";
import { isSupport } from "@/lib/exams/scope";
import { uploadMaxBytes } from "@/lib/files/limits";
import { pageQuery, type SearchParams } from "@/lib/list/page-query";

const LOAD_ERROR = "Ha habido un error al cargar los exámenes";

export default async function ExamsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const session = await pageSession("exams");
  if (!session) return null;
  const { user } = session;
  const db = await getDb();
  const params = await searchParams;
  const requestQuery = pageQuery(requestListQuery, params);
  const heading = <h1 className="mb-4 text-2xl font-semibold">Exámenes</h1>;

  if (user.role === "ROLE_STUDENT") {
    const data = await loadOrNull("los exámenes", async () => {
      const [courses, requests, waiting] = await Promise.all([
        enrollmentsOf(db, user, user.externalId),
        listRequests(db, user, { ...requestQuery, size: 100, page: 0 }),
        listWaitlist(db, user),
      ]);
      const withExams = await Promise.all(
        courses.map(async (c) => ({
          ...c,
          exams: await listCourseExams(db, user, c.courseId),
          choice: requests.content.find((r) => r.courseId === c.courseId) ?? null,
          waiting: waiting.find((w) => w.courseId === c.courseId) ?? null,
        })),
      );
      return {
        courses: withExams,
        dayWarnings: dayLoadWarnings(
          withExams.flatMap((c) => c.exams),
          requests.content,
          env("EXAMS_DAY_WARNING"),
        ),
        requests: await listRequests(db, user, requestQuery),
        feed: feedUrl(await currentToken(db, user.id)),
      };
    });
    if (!data)
      return (
        <>
          {heading}
          <LoadError message={LOAD_ERROR} />
        </>
      );
    const table = (
      <DataTable
        columns={studentRequestColumns}
        rows={data.requests.content}
        total={data.requests.totalElements}
        totalCapped={data.requests.totalElementsCapped}
        query={requestQuery}
        caption="Tus peticiones"
        emptyMessage="No has hecho ninguna petición"
      />
    );
    return (
      <>
        {heading}
        <StudentExams
          courses={data.courses}
          dayWarnings={data.dayWarnings}
          requests={table}
          calendar={<CalendarSubscription initialUrl={data.feed} />}
        />
      </>
    );
  }

  if (user.role === "ROLE_INSTRUCTOR") {
    const data = await loadOrNull("los exámenes", async () => {
      const courses = await coursesOf(db, user, user.externalId);
      const withExams = await Promise.all(
        courses.map(async (c) => ({ ...c, exams: await listCourseExams(db, user, c.courseId) })),
      );
      return {
        courses: withExams,
        reservations: await listRequests(db, user, { ...requestQuery, size: 100, page: 0 }),
      };
    });
    if (!data)
      return (
        <>
          {heading}
          <LoadError message={LOAD_ERROR} />
        </>
      );
    // 'Peticiones de tus exámenes': no selection, no print, no download.
    const table = (
      <Table
        columns={instructorRequestColumns}
        rows={data.reservations.content}
        caption="Peticiones de tus exámenes"
        emptyMessage="No hay peticiones"
      />
    );
    return (
      <>
        {heading}
        <InstructorExams courses={data.courses} reservations={table} />
      </>
    );
  }

  if (user.role === "ROLE_COORD") {
    const page = await loadOrNull("las peticiones", () => listActiveRequests(db, user, requestQuery));
    const table = page ? (
      <DataTable
        columns={coordinatorRequestColumns}
        rows={page.content}
        total={page.totalElements}
        totalCapped={page.totalElementsCapped}
        query={requestQuery}
        caption="Peticiones realizadas"
        emptyMessage="No hay peticiones activas"
      />
    ) : (
      <LoadError message="Ha habido un error al cargar las peticiones" />
    );
    return (
      <>
        {heading}
        <CoordinatorRequests table={table} />
      </>
    );
  }

  if (isSupport(user)) {
    const examQuery = pageQuery(examListQuery, params);
    const [page, terms] = await Promise.all([
      loadOrNull("los exámenes", () => listExams(db, user, examQuery)),
      loadOrNull("las convocatorias", () => listTerms(db)),
    ]);
    const table = page ? (
      <DataTable
        columns={examColumns(user.role)}
        rows={page.content}
        total={page.totalElements}
        totalCapped={page.totalElementsCapped}
        query={examQuery}
        caption="Exámenes"
        emptyMessage="No hay exámenes"
      />
    ) : (
      <LoadError message={LOAD_ERROR} />
    );
    return (
      <>
        {heading}
        <SupportExams
          examTable={table}
          search={examQuery.search ?? ""}
          terms={terms ?? []}
          maxBytes={uploadMaxBytes()}
        />
      </>
    );
  }

  return <ForbiddenNotice />;
}
