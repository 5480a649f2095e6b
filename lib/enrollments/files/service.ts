import { eq, inArray } from "drizzle-orm";
import type { Db } from "@/db";
import { enrollmentRequestFiles, enrollmentRequests, storedFiles } from "@/db/schema";
import { ValidationError } from "@/lib/api/errors";
import { msg } from "@/lib/i18n/message";
import { assertYearWritable, yearOf } from "@/lib/academic-year/guard";
import type { SessionUser } from "@/lib/auth/session-store";
import { FileDownload, ZIP_MIME } from "@/lib/files/download";
import { storedFileDownload, storeFile } from "@/lib/files/store";
import type { UploadedFile } from "@/lib/files/upload";
import { zipStoredFiles } from "@/lib/files/zip";
import type { EnrollmentType } from "@/db/enums/enrollments";
import { readableRequest } from "../requests/queries";
import { assertAllowed } from "../requests/state";
import { filesOf, requestFiles } from "./queries";
import { MAX_FILES } from "./schemas";

/**
 * Attaches uploaded files to the student's own pending request, all or none (the endpoint's
 * transaction), with the documents' upload rules; the request stops showing files pending.
 */
export async function attachFiles(
  db: Db,
  student: SessionUser,
  id: number,
  type: EnrollmentType,
  files: UploadedFile[],
) {
  await assertYearWritable(db, yearOf.enrollmentRequest(id));
  const request = await readableRequest(db, student, id, type);
  assertAllowed("attachFiles", request, student.role);
  if (request.files.length + files.length > MAX_FILES)
    throw new ValidationError(msg("enrollments.errors.tooManyFiles", { max: MAX_FILES }));
  for (const file of files) {
    const stored = await storeFile(db, student, file.bytes, file.name);
    await db.insert(enrollmentRequestFiles).values({ requestId: id, fileId: stored.id, filename: stored.originalName });
  }
  await db.update(enrollmentRequests).set({ filesPending: false }).where(eq(enrollmentRequests.id, id));
  return (await readableRequest(db, student, id)).files;
}

/**
 * Deletes request `id` with `remove` (the guarded delete, answering whether it went) and then the
 * stored files it held; the answer of `remove`.
 */
export async function deleteWithStoredFiles(db: Db, id: number, remove: () => Promise<boolean>): Promise<boolean> {
  const files = await filesOf(db, id);
  const removed = await remove();
  if (removed && files.length > 0)
    await db.delete(storedFiles).where(
      inArray(
        storedFiles.id,
        files.map((f) => f.fileId),
      ),
    );
  return removed;
}

/** A request's attachments: the file itself when there is one, a zip of them all when there are several. */
export async function requestFilesDownload(
  db: Db,
  viewer: SessionUser,
  id: number,
  type: EnrollmentType,
): Promise<FileDownload> {
  const files = await requestFiles(db, viewer, id, type);
  if (files.length === 1) return storedFileDownload(db, files[0]!.fileId, files[0]!.name);
  return new FileDownload(await zipStoredFiles(db, files), `solicitud-${id}-archivos.zip`, ZIP_MIME);
}
