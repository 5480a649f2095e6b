// GET /exams-api/courses/organizations — the exam venues, as {courseId, courseName, capacity}
import { endpoint } from "@/lib/api/endpoint";
import { examsAccess } from "@/lib/exams/access";
import { listVenues } from "@/lib/exams/venues/queries";

export const GET = endpoint(examsAccess, "GET /exams-api/courses/organizations", async ({ db }) => listVenues(db));
