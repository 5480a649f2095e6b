// GET /instances-api/instances/{id}/files/{versionId} — any version of a request's files, current or replaced (a student: only of their own request)
import { instanceOwner } from "@/lib/access-log/students";
import { endpoint } from "@/lib/api/endpoint";
import { instancesAccess } from "@/lib/instances/access";
import { instanceFileVersionDownload } from "@/lib/instances/files/queries";
import { fileVersionParams } from "@/lib/instances/files/schemas";

export const GET = endpoint(
  instancesAccess,
  "GET /instances-api/instances/{id}/files/{versionId}",
  {
    params: fileVersionParams,
    readsPersonalData: { what: "Instancias: descarga de una versión de un fichero", student: instanceOwner },
  },
  async ({ db, user, params }) => instanceFileVersionDownload(db, user, params.id, params.versionId),
);
