// GET /enrollments-api/courses — 'Cursos registrados para matrículas': every course with its enrolment capacity
import { endpoint } from "@/lib/api/endpoint";
import { enrollmentsAccess } from "@/lib/enrollments/access";
import { listEnrollmentCourses } from "@/lib/enrollments/courses/queries";

export const GET = endpoint(enrollmentsAccess, "GET /enrollments-api/courses", async ({ db }) =>
  listEnrollmentCourses(db),
);
