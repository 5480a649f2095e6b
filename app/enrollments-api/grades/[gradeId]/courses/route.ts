// GET /enrollments-api/grades/{gradeId}/courses?available=…&academicYearId=… — a degree's enrolment courses with capacity (a student's: the open ones)
import { endpoint } from "@/lib/api/endpoint";
import { NotFoundError } from "@/lib/api/errors";
import { listGradeCourses } from "@/lib/enrollments/course-queries";
import { listAcademicTerms } from "@/lib/enrollments/queries";
import { gradeCoursesQuery, gradeParams } from "@/lib/enrollments/schemas";

export const GET = endpoint(
  { roles: ["ROLE_STUDENT", "ROLE_SECR", "ROLE_ADMIN"], params: gradeParams, query: gradeCoursesQuery },
  async ({ db, user, params, query }) => {
    // Courses are not tied to an academic year in the reference data: the year is checked, not filtered on.
    if (query.academicYearId && !(await listAcademicTerms(db)).some((t) => t.externalId === query.academicYearId)) {
      throw new NotFoundError("No se ha encontrado el ciclo lectivo");
    }
    const available = query.available === undefined ? undefined : query.available === "true";
    return listGradeCourses(db, user, params.gradeId, available);
  },
);
