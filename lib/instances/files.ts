import type { Db } from "@/db";
import { NotFoundError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session-store";
import { storedFileDownload } from "@/lib/files/store";
import { readableFileVersion, readableInstanceFiles } from "./queries";
import { MESSAGES } from "./schemas";

/** The download of a request's student file or response file, if the viewer may read the request and it has one. */
export async function instanceFileDownload(db: Db, viewer: SessionUser, id: number, which: "student" | "response") {
  const files = await readableInstanceFiles(db, viewer, id);
  const [fileId, name] =
    which === "student" ? [files.studentFileId, files.studentFileName] : [files.responseFileId, files.responseFileName];
  if (!fileId) throw new NotFoundError(MESSAGES.fileNotFound);
  return storedFileDownload(db, fileId, name ?? undefined);
}

/** The download of any version of a request's files, current or replaced, if the viewer may read the request. */
export async function instanceFileVersionDownload(db: Db, viewer: SessionUser, id: number, versionId: number) {
  const version = await readableFileVersion(db, viewer, id, versionId);
  return storedFileDownload(db, version.fileId, version.fileName);
}
