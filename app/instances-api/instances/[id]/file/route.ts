// GET /instances-api/instances/{id}/file — the response file (a student: only of their own request)
// POST /instances-api/instances/{id}/file — the secretary attaches or replaces the response file (multipart `file`)
import { endpoint } from "@/lib/api/endpoint";
import { instancesAccess } from "@/lib/instances/access";
import { responseFile } from "@/app/instances-api/instances/[id]/file-slots";

export const GET = endpoint(instancesAccess, "GET /instances-api/instances/{id}/file", responseFile.download);

export const POST = endpoint(instancesAccess, "POST /instances-api/instances/{id}/file", responseFile.upload);
