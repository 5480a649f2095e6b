import { CoursesAdmin } from "@/components/enrollments/islands";
import { LoadError } from "@/components/ui/load-error";
import { listEnrollmentCourses } from "@/lib/enrollments/courses/queries";
import { uploadMaxBytes } from "@/lib/files/limits";
import { loadOrNull } from "@/lib/load-or-null";
import type { TabProps } from "./tab-props";

/** The admin's 'Administrar': the courses' capacity and the CSV upload. */
export async function CoursesTab({ db }: TabProps) {
  const courses = await loadOrNull("los cursos", () => listEnrollmentCourses(db));
  if (!courses) return <LoadError message="Ha habido un error al obtener los cursos" />;
  return <CoursesAdmin courses={courses} maxBytes={uploadMaxBytes()} />;
}
