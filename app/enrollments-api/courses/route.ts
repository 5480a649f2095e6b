// GET /enrollments-api/courses — 'Cursos registrados para matrículas': every course with its enrolment capacity
import { endpoint } from "@/lib/api/endpoint";
import { listEnrollmentCourses } from "@/lib/enrollments/courses/queries";

export const GET = endpoint({ roles: ["ROLE_ADMIN"] }, async ({ db }) => listEnrollmentCourses(db));
