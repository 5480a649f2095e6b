// GET /enrollments-api/grades/{gradeId}/courses?available=…&academicYearId=… — a degree's enrolment courses with capacity in a year (the active one by default; a student's: the open ones)
import { endpoint } from "@/lib/api/endpoint";
import { enrollmentsAccess } from "@/lib/enrollments/access";
import { capacityYear, listDegreeCourses } from "@/lib/enrollments/courses/queries";
import { degreeCoursesQuery, degreeParams } from "@/lib/enrollments/courses/schemas";

export const GET = endpoint(
  enrollmentsAccess,
  "GET /enrollments-api/grades/{gradeId}/courses",
  { params: degreeParams, query: degreeCoursesQuery },
  async ({ db, user, params, query }) => {
    const year = await capacityYear(db, query.academicYearId);
    if (!year) return [];
    const available = query.available === undefined ? undefined : query.available === "true";
    return listDegreeCourses(db, user, year.id, params.gradeId, available);
  },
);
