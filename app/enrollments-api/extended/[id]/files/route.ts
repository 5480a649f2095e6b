// GET /enrollments-api/extended/{id}/files — the attachments of an extension (type A) request: the file, or a zip of several
// POST /enrollments-api/extended/{id}/files — the student attaches files (multipart `files`) to their own request, all or none
import { endpoint } from "@/lib/api/endpoint";
import { enrollmentsAccess } from "@/lib/enrollments/access";
import { extensionFiles } from "@/app/enrollments-api/request-files";

export const GET = endpoint(enrollmentsAccess, "GET /enrollments-api/extended/{id}/files", extensionFiles.download);

export const POST = endpoint(enrollmentsAccess, "POST /enrollments-api/extended/{id}/files", extensionFiles.upload);
