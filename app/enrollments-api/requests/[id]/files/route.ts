// GET /enrollments-api/requests/{id}/files — the attachments of an enrolment (type R) request: the file, or a zip of several
// POST /enrollments-api/requests/{id}/files — the student attaches files (multipart `files`) to their own request, all or none
import { endpoint } from "@/lib/api/endpoint";
import { enrollmentsAccess } from "@/lib/enrollments/access";
import { enrollmentFiles } from "@/app/enrollments-api/request-files";

export const GET = endpoint(enrollmentsAccess, "GET /enrollments-api/requests/{id}/files", enrollmentFiles.download);

export const POST = endpoint(enrollmentsAccess, "POST /enrollments-api/requests/{id}/files", enrollmentFiles.upload);
