// GET /instances-api/instances/{id}/files/{versionId} — any version of a request's files, current or replaced (a student: only of their own request)
import { instanceOwner } from "@/lib/access-log/students";
import { onPath, reading } from "@/lib/api/declared-routes";
import { endpoint } from "@/lib/api/endpoint";
import { instancesAccess } from "@/lib/instances/access";
import { instanceFileVersionDownload } from "@/lib/instances/files/queries";
import { fileVersionParams } from "@/lib/instances/files/schemas";

const read = { what: "Instancias: descarga de una versión de un fichero", student: instanceOwner };

export const GET = endpoint(
  instancesAccess,
  "GET /instances-api/instances/{id}/files/{versionId}",
  reading(read, onPath(fileVersionParams, instanceFileVersionDownload, "id", "versionId")),
);
