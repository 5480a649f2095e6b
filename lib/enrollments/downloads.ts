import type { Db } from "@/db";
import type { SessionUser } from "@/lib/auth/session-store";
import { bytesResponse, fileResponse } from "@/lib/files/store";
import { zipStoredFiles } from "@/lib/files/zip";
import type { EnrollmentType } from "./constants";
import { requestFiles } from "./service";

/** A request's attachments: the file itself when there is one, a zip of them all when there are several. */
export async function requestFilesResponse(db: Db, viewer: SessionUser, id: number, type: EnrollmentType): Promise<Response> {
  const files = await requestFiles(db, viewer, id, type);
  if (files.length === 1) return fileResponse(db, files[0]!.fileId, files[0]!.name);
  return bytesResponse(await zipStoredFiles(db, files), `solicitud-${id}-archivos.zip`, "application/zip");
}
