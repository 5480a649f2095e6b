// GET /enrollments-api/courses?academicYearId=… — 'Cursos registrados para matrículas': every course with its enrolment capacity in a year (the active one by default)
import { endpoint } from "@/lib/api/endpoint";
import { enrollmentsAccess } from "@/lib/enrollments/access";
import { capacityYear, listEnrollmentCourses } from "@/lib/enrollments/courses/queries";
import { capacityYearQuery } from "@/lib/enrollments/courses/schemas";

export const GET = endpoint(
  enrollmentsAccess,
  "GET /enrollments-api/courses",
  { query: capacityYearQuery },
  async ({ db, query }) => {
    const year = await capacityYear(db, query.academicYearId);
    return year ? listEnrollmentCourses(db, year.id) : [];
  },
);
