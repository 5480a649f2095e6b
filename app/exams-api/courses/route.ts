// GET /exams-api/courses — the courses the caller may see (support: all)
import { endpoint } from "@/lib/api/endpoint";
import { examsAccess } from "@/lib/exams/access";
import { listCourses } from "@/lib/exams/courses/queries";

export const GET = endpoint(examsAccess, "GET /exams-api/courses", async ({ db, user }) => listCourses(db, user));
