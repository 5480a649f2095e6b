import type { ReactNode } from "react";
import { CoursesAdmin } from "@/components/enrollments/courses-admin";
import { EnrollmentTabs } from "@/components/enrollments/enrollment-tabs";
import { NewRequest } from "@/components/enrollments/islands";
import {
  adminRequestColumns,
  secretaryRequestColumns,
  studentRequestColumns,
} from "@/components/enrollments/request-columns";
import { RequestFilters } from "@/components/enrollments/islands";
import { TermsManager } from "@/components/enrollments/islands";
import { DataTable } from "@/components/ui/data-table";
import { LoadError } from "@/components/ui/load-error";
import { loadOrNull } from "@/lib/load-or-null";
import { getDb, type Db } from "@/db";
import { pageSession } from "@/components/shell/page-gate";
import type { SessionUser } from "@/lib/auth/session-store";
import { enrollmentPaths } from "@/lib/enrollments/client";
import { listEnrollmentCourses, listGradeCourses } from "@/lib/enrollments/course-queries";
import {
  enrollmentUserData,
  listAcademicTerms,
  listEnrollmentTerms,
  listGrades,
  listRequests,
} from "@/lib/enrollments/queries";
import { enrollmentListQuery, type EnrollmentListQuery } from "@/lib/enrollments/schemas";
import { uploadMaxBytes } from "@/lib/files/limits";
import { newRowKey } from "@/lib/list/new-row";
import { pageQuery, type SearchParams } from "@/lib/list/page-query";

const LOAD_ERROR = "Ha habido un error al obtener las matriculaciones";

async function requestList(
  db: Db,
  user: SessionUser,
  query: EnrollmentListQuery,
  search: URLSearchParams,
  highlightKey: number | undefined,
) {
  const page = await loadOrNull("las matriculaciones", () => listRequests(db, user, query));
  if (!page) return <LoadError message={LOAD_ERROR} />;
  const staff = user.role !== "ROLE_STUDENT";
  const terms = staff ? ((await loadOrNull("las convocatorias", () => listEnrollmentTerms(db, true))) ?? []) : [];
  const columns =
    user.role === "ROLE_ADMIN" ? adminRequestColumns : staff ? secretaryRequestColumns : studentRequestColumns;
  return (
    <DataTable
      columns={columns}
      rows={page.content}
      total={page.totalElements}
      totalCapped={page.totalElementsCapped}
      query={query}
      caption="Solicitudes realizadas"
      captionVisible
      emptyMessage="No hay solicitudes"
      highlightKey={highlightKey}
      filters={staff ? <RequestFilters query={query} terms={terms} /> : undefined}
      csvHref={user.role === "ROLE_ADMIN" ? enrollmentPaths.csv(`?${search.toString()}`) : undefined}
    />
  );
}

async function newRequest(db: Db, user: SessionUser) {
  const data = await loadOrNull("los datos de la solicitud", async () => {
    const [terms, grades, academicTerms, personal] = await Promise.all([
      listEnrollmentTerms(db, false),
      listGrades(db, user),
      listAcademicTerms(db),
      enrollmentUserData(db, user.externalId).catch(() => null),
    ]);
    const coursesByGrade = Object.fromEntries(
      await Promise.all(
        grades.map(async (g) => [g.externalId, await listGradeCourses(db, user, g.externalId)] as const),
      ),
    );
    return { terms, form: { user: personal, grades, academicTerms, coursesByGrade } };
  });
  if (!data) return <LoadError message="Ha habido un error al obtener las convocatorias" />;
  return <NewRequest terms={data.terms} data={data.form} />;
}

export default async function EnrollmentsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const session = await pageSession("enrollments");
  if (!session) return null;
  const { user } = session;
  const db = await getDb();
  const params = await searchParams;
  const query = pageQuery(enrollmentListQuery, params);
  const search = new URLSearchParams();
  for (const key of [
    "enrollmentType",
    "processed",
    "enrollmentTermId",
    "userExternalId",
    "sort",
    "direction",
  ] as const) {
    const value = query[key];
    if (value !== undefined) search.set(key, String(value));
  }
  const tab = typeof params.tab === "string" ? params.tab : undefined;
  const list = await requestList(db, user, query, search, newRowKey(params));

  let second: { value: string; label: string; content: ReactNode };
  if (user.role === "ROLE_STUDENT") {
    second = { value: "nueva", label: "Nueva solicitud", content: await newRequest(db, user) };
  } else if (user.role === "ROLE_ADMIN") {
    const courses = await loadOrNull("los cursos", () => listEnrollmentCourses(db));
    second = {
      value: "administrar",
      label: "Administrar",
      content: courses ? (
        <CoursesAdmin courses={courses} maxBytes={uploadMaxBytes()} />
      ) : (
        <LoadError message="Ha habido un error al obtener los cursos" />
      ),
    };
  } else {
    const terms = await loadOrNull("las convocatorias", () => listEnrollmentTerms(db, true));
    second = {
      value: "convocatorias",
      label: "Convocatorias",
      content: terms ? (
        <TermsManager terms={terms} />
      ) : (
        <LoadError message="Ha habido un error al obtener las convocatorias" />
      ),
    };
  }

  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">Matrículas</h1>
      <EnrollmentTabs current={tab} tabs={[{ value: "solicitudes", label: "Solicitudes", content: list }, second]} />
    </>
  );
}
