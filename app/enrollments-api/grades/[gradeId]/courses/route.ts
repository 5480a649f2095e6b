// GET /enrollments-api/grades/{gradeId}/courses?available=…&academicYearId=… — a degree's enrolment courses with capacity (a student's: the open ones)
import { endpoint } from "@/lib/api/endpoint";
import { NotFoundError } from "@/lib/api/errors";
import { enrollmentsAccess } from "@/lib/enrollments/access";
import { listAcademicTerms, listDegreeCourses } from "@/lib/enrollments/courses/queries";
import { degreeCoursesQuery, degreeParams } from "@/lib/enrollments/courses/schemas";

export const GET = endpoint(
  enrollmentsAccess,
  "GET /enrollments-api/grades/{gradeId}/courses",
  { params: degreeParams, query: degreeCoursesQuery },
  async ({ db, user, params, query }) => {
    // Courses are not tied to an academic year in the reference data: the year is checked, not filtered on.
    if (query.academicYearId && !(await listAcademicTerms(db)).some((t) => t.externalId === query.academicYearId)) {
      throw new NotFoundError("No se ha encontrado el ciclo lectivo");
    }
    const available = query.available === undefined ? undefined : query.available === "true";
    const { gradeId: degreeId } = params;
    return listDegreeCourses(db, user, degreeId, available);
  },
);
