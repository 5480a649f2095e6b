import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { instanceFileVersions, instances, storedFiles } from "@/db/schema";
import { NotFoundError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session-store";
import { storedFileDownload } from "@/lib/files/store";
import { MESSAGES } from "../messages";
import { author, authorName, readableInstance } from "../requests/queries";
import type { InstanceFileVersionRow } from "./schemas";

/** The stored file ids of a request the viewer may read. */
export async function readableInstanceFiles(db: Db, viewer: SessionUser, id: number) {
  await readableInstance(db, viewer, id);
  const [row] = await db
    .select({
      studentFileId: instances.studentFileId,
      studentFileName: instances.studentFileName,
      responseFileId: instances.responseFileId,
      responseFileName: instances.responseFileName,
    })
    .from(instances)
    .where(eq(instances.id, id));
  return row!;
}

/** Every file version of a request, oldest first (the request's file columns name the current ones). */
export async function fileVersions(db: Db, id: number): Promise<InstanceFileVersionRow[]> {
  const rows = await db
    .select({
      id: instanceFileVersions.id,
      kind: instanceFileVersions.kind,
      fileName: instanceFileVersions.fileName,
      size: storedFiles.size,
      uploadedAt: instanceFileVersions.uploadedAt,
      uploadedBy: authorName,
      current: sql<boolean>`${instanceFileVersions.fileId} in (${instances.studentFileId}, ${instances.responseFileId})`,
    })
    .from(instanceFileVersions)
    .innerJoin(instances, eq(instances.id, instanceFileVersions.instanceId))
    .innerJoin(storedFiles, eq(storedFiles.id, instanceFileVersions.fileId))
    .innerJoin(author, eq(author.id, instanceFileVersions.uploadedBy))
    .where(eq(instanceFileVersions.instanceId, id))
    .orderBy(asc(instanceFileVersions.uploadedAt), asc(instanceFileVersions.id));
  return rows.map((r) => ({ ...r, current: Boolean(r.current), uploadedAt: r.uploadedAt.toISOString() }));
}

/** One file version of a request the viewer may read (a student only their own; 404 otherwise). */
export async function readableFileVersion(db: Db, viewer: SessionUser, id: number, versionId: number) {
  await readableInstance(db, viewer, id);
  const [row] = await db
    .select({ fileId: instanceFileVersions.fileId, fileName: instanceFileVersions.fileName })
    .from(instanceFileVersions)
    .where(and(eq(instanceFileVersions.id, versionId), eq(instanceFileVersions.instanceId, id)));
  if (!row) throw new NotFoundError(MESSAGES.fileNotFound);
  return row;
}

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
