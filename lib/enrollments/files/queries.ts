import { asc, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { enrollmentRequestFiles } from "@/db/schema";
import { NotFoundError } from "@/lib/api/errors";
import { msg } from "@/lib/i18n/message";
import type { SessionUser } from "@/lib/auth/session-store";
import type { EnrollmentType } from "@/db/enums/enrollments";
import { readableRequest } from "../requests/queries";

/** The stored files of request `id`, in upload order. */
export function filesOf(db: Db, id: number) {
  return db
    .select({ fileId: enrollmentRequestFiles.fileId, name: enrollmentRequestFiles.filename })
    .from(enrollmentRequestFiles)
    .where(eq(enrollmentRequestFiles.requestId, id))
    .orderBy(asc(enrollmentRequestFiles.id));
}

/** The stored files of a request the viewer may see; none is a 404. */
export async function requestFiles(db: Db, viewer: SessionUser, id: number, type: EnrollmentType) {
  await readableRequest(db, viewer, id, type);
  const files = await filesOf(db, id);
  if (files.length === 0) throw new NotFoundError(msg("enrollments.errors.noFiles"));
  return files;
}
