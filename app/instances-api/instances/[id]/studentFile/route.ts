// GET /instances-api/instances/{id}/studentFile — the student's file (a student: only of their own request)
// POST /instances-api/instances/{id}/studentFile — the student attaches or replaces it (earlier versions kept); staff only attach it when there is none
import { endpoint } from "@/lib/api/endpoint";
import { instancesAccess } from "@/lib/instances/access";
import { studentFile } from "@/app/instances-api/instances/[id]/file-slots";

export const GET = endpoint(instancesAccess, "GET /instances-api/instances/{id}/studentFile", studentFile.download);

export const POST = endpoint(instancesAccess, "POST /instances-api/instances/{id}/studentFile", studentFile.upload);
