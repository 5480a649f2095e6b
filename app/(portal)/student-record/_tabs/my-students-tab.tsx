import { getTranslations } from "next-intl/server";
import { MyStudents } from "@/components/student-record/my-students";
import { LoadError } from "@/components/ui/load-error";
import type { Db } from "@/db";
import type { SessionUser } from "@/lib/auth/session-store";
import { loadOrNull } from "@/lib/load-or-null";
import { myStudentsPage, myStudentsQuery, taughtCourses } from "@/lib/student-record/my-students";
import { first, type SearchParams } from "./params";

const MY_STUDENTS_PAGE_SIZE = 20;

/** 'Tus alumnos' (instructors): it pages with its own parameters, so that the search's `page` never moves it. */
export async function MyStudentsTab({ db, user, params }: { db: Db; user: SessionUser; params: SearchParams }) {
  const wantedPage = Number(first(params.pagina)) || 1;
  const query = myStudentsQuery.parse({
    page: String(Math.max(wantedPage, 1) - 1),
    size: String(MY_STUDENTS_PAGE_SIZE),
    course: first(params.asignatura).slice(0, 100) || undefined,
  });
  const mine = await loadOrNull("tus alumnos", async () => ({
    list: await myStudentsPage(db, user, query),
    courses: await taughtCourses(db, user),
  }));
  const t = await getTranslations("studentRecord");
  if (!mine) return <LoadError message={t("myStudents.loadError")} />;
  return (
    <MyStudents
      list={mine.list}
      courses={mine.courses}
      page={query.page + 1}
      size={MY_STUDENTS_PAGE_SIZE}
      course={query.course}
    />
  );
}
