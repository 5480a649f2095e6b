import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { StudentRecordBreadcrumb } from "@/components/student-record/breadcrumb";
import { StudentFile } from "@/components/student-record/student-file";
import { MyStudents } from "@/components/student-record/my-students";
import { searchColumns } from "@/components/student-record/student-links";
import { StudentSearchForm } from "@/components/student-record/islands";
import { StudentTabs } from "@/components/student-record/student-tabs";
import { PageTable } from "@/components/shared/page-table";
import { LoadError } from "@/components/ui/load-error";
import { loadOrNull } from "@/lib/load-or-null";
import { getDb } from "@/lib/database";
import { pageSession } from "@/components/shell/page-gate";
import { uploadMaxBytes } from "@/lib/files/limits";
import { pageQuery, type SearchParams } from "@/lib/list/page-query";
import { myStudentsPage, myStudentsQuery, taughtCourses } from "@/lib/student-record/my-students";
import { searchStudents } from "@/lib/student-record/queries";
import { searchParams as searchSchema, searchQuery } from "@/lib/student-record/schemas";
import { loadStudentFile } from "@/lib/student-record/student-file";

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";
const MY_STUDENTS_PAGE_SIZE = 20;

export default async function StudentRecordPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const session = await pageSession("studentRecord");
  if (!session) return null;
  const params = await searchParams;
  const db = await getDb();
  const search = searchSchema.safeParse({ kind: first(params.kind) || "family", term: first(params.term) });
  const query = pageQuery(searchQuery, params);
  const picked = first(params.user);
  // 'Tus alumnos' pages with its own parameters, so that the search's `page` never moves it.
  const wantedPage = Number(first(params.pagina)) || 1;
  const mineQuery = myStudentsQuery.parse({
    page: String(Math.max(wantedPage, 1) - 1),
    size: String(MY_STUDENTS_PAGE_SIZE),
    course: first(params.asignatura).slice(0, 100) || undefined,
  });
  const [results, file, mine] = await Promise.all([
    search.success
      ? loadOrNull("la búsqueda", () => searchStudents(db, session.user, search.data.kind, search.data.term, query))
      : Promise.resolve(undefined),
    picked ? loadStudentFile(db, session.user, picked) : Promise.resolve(undefined),
    session.user.role === "ROLE_INSTRUCTOR"
      ? loadOrNull("tus alumnos", async () => ({
          list: await myStudentsPage(db, session.user, mineQuery),
          courses: await taughtCourses(db, session.user),
        }))
      : Promise.resolve(undefined),
  ]);
  const kept = new URLSearchParams(
    Object.entries({ kind: first(params.kind), term: first(params.term) }).filter(([, v]) => v),
  );

  const finder = (
    <div className="flex flex-col gap-4">
      <StudentSearchForm kind={search.success ? search.data.kind : "family"} term={first(params.term)} />
      {results === null && <LoadError message="Ha habido un error al buscar alumnos" />}
      {results && (
        <PageTable
          columns={searchColumns(kept.toString())}
          page={results}
          query={query}
          caption="Alumnos encontrados"
          rowKey={(s) => s.userId}
          emptyMessage="No se ha encontrado ningún alumno"
        />
      )}
      {file === null && <LoadError message="No se ha encontrado el alumno" />}
      {file && (
        <section aria-labelledby="ficha" className="flex flex-col gap-4 border-t border-gray-200 pt-4">
          <h2 id="ficha" className="text-xl font-semibold">{`${file.student.name} ${file.student.surnames}`}</h2>
          <StudentFile data={file} maxBytes={uploadMaxBytes()} />
        </section>
      )}
    </div>
  );
  return (
    <>
      <StudentRecordBreadcrumb student={file ? `${file.student.name} ${file.student.surnames}` : undefined} />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold">Ficha de alumno</h1>
        <Link href="/interactions" className={buttonClasses("secondary", "sm")}>
          Todas las interacciones
        </Link>
      </div>
      {mine === undefined ? (
        finder
      ) : (
        <StudentTabs
          key={picked}
          label="Ficha de alumno"
          tabs={[
            { value: "buscar", label: "Buscar alumno", content: finder },
            {
              value: "tus-alumnos",
              label: "Tus alumnos",
              content: mine ? (
                <MyStudents
                  list={mine.list}
                  courses={mine.courses}
                  page={mineQuery.page + 1}
                  size={MY_STUDENTS_PAGE_SIZE}
                  course={mineQuery.course}
                />
              ) : (
                <LoadError message="Ha habido un error al cargar tus alumnos" />
              ),
            },
          ]}
        />
      )}
    </>
  );
}
