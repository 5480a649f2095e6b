import { useTranslations } from "next-intl";
import { buttonClasses } from "@/components/ui/button";
import { personName } from "@/components/ui/person-cell";
import { Table } from "@/components/ui/table";
import type { MyStudentListRow } from "@/lib/student-record/my-students";
import type { Page } from "@/lib/validation/common";
import { studentColumns } from "./student-links";

/** The URL of 'Tus alumnos' at `page` (1-based in the address) with the course filter kept. */
const pageHref = (page: number, course: string | undefined) => {
  const params = new URLSearchParams({ tab: "tus-alumnos" });
  if (course) params.set("asignatura", course);
  if (page > 1) params.set("pagina", String(page));
  return `/student-record?${params}`;
};

/**
 * 'Tus alumnos': each student once with the courses where the instructor teaches them, a course
 * filter and pages, all plain links and a GET form, so the page carries no extra script.
 */
export function MyStudents({
  list,
  page,
  size,
  course,
  courses,
}: {
  list: Page<MyStudentListRow>;
  page: number;
  size: number;
  course: string | undefined;
  courses: { externalId: string; name: string }[];
}) {
  const t = useTranslations("studentRecord");
  const columns = studentColumns<MyStudentListRow>(t, [{ key: "courses", header: t("myStudents.courses") }], (s) =>
    personName(s.surnames, s.name),
  );
  const pages = Math.max(1, Math.ceil(list.totalElements / size));
  return (
    <div className="flex flex-col gap-3">
      <form method="get" action="/student-record" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="tab" value="tus-alumnos" />
        <div className="flex flex-col gap-1">
          <label htmlFor="tus-alumnos-asignatura" className="text-sm font-medium">
            {t("myStudents.course")}
          </label>
          <select
            id="tus-alumnos-asignatura"
            name="asignatura"
            defaultValue={course ?? ""}
            className="rounded-md border border-gray-300 bg-white px-3 py-2 text-sm"
          >
            <option value="">{t("myStudents.all")}</option>
            {courses.map((c) => (
              <option key={c.externalId} value={c.externalId}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClasses("secondary", "sm")}>
          {t("myStudents.filter")}
        </button>
      </form>
      <Table
        columns={columns}
        rows={list.content}
        caption={t("myStudents.caption")}
        rowKey={(s) => s.userId}
        emptyMessage={t("myStudents.empty")}
      />
      <nav aria-label={t("myStudents.pagesLabel")} className="flex flex-wrap items-center gap-3 text-sm">
        <span>
          {t("myStudents.summary", {
            count: list.totalElements,
            capped: String(Boolean(list.totalElementsCapped)),
            page,
            pages,
          })}
        </span>
        {page > 1 && (
          <a href={pageHref(page - 1, course)} className={buttonClasses("secondary", "sm")}>
            {t("myStudents.previous")}
          </a>
        )}
        {page < pages && (
          <a href={pageHref(page + 1, course)} className={buttonClasses("secondary", "sm")}>
            {t("myStudents.next")}
          </a>
        )}
      </nav>
    </div>
  );
}
