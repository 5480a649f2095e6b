import { getTranslations } from "next-intl/server";
import { CoursesAdmin } from "@/components/enrollments/islands";
import { LoadError } from "@/components/ui/load-error";
import { capacityYear, listEnrollmentCourses } from "@/lib/enrollments/courses/queries";
import { uploadMaxBytes } from "@/lib/files/limits";
import { loadOrNull } from "@/lib/load-or-null";
import type { TabProps } from "./tab-props";

/** The admin's 'Administrar': the active academic year's course capacities and the CSV upload. */
export async function CoursesTab({ db }: TabProps) {
  const data = await loadOrNull("los cursos", async () => {
    const year = await capacityYear(db);
    return { year, courses: year ? await listEnrollmentCourses(db, year.id) : [] };
  });
  if (!data) return <LoadError message={(await getTranslations("enrollments.page"))("coursesLoadError")} />;
  return <CoursesAdmin yearName={data.year?.name ?? null} courses={data.courses} maxBytes={uploadMaxBytes()} />;
}
