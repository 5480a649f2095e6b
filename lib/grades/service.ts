import { and, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { degrees, proceedings } from "@/db/schema";
import { NotFoundError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session-store";
import { studentInScope } from "@/lib/auth/student-scope";
import { deleteStoredFile, storeFile } from "@/lib/files/store";

const PDF_ONLY = { mimeTypes: new Set(["application/pdf"]), message: "El expediente debe ser un archivo PDF" };

/** Staff upload a student's proceeding for a degree, replacing the previous file. */
export async function uploadProceeding(
  db: Db,
  staff: SessionUser,
  degreeExternalId: string,
  studentExternalId: string,
  file: { bytes: Buffer; name: string },
) {
  const student = await studentInScope(db, staff, studentExternalId);
  const [degree] = await db.select({ id: degrees.id }).from(degrees).where(eq(degrees.externalId, degreeExternalId));
  if (!degree) throw new NotFoundError("No existe la titulación");
  const stored = await storeFile(db, file.bytes, file.name, { only: PDF_ONLY });

  const [previous] = await db
    .select({ fileId: proceedings.fileId })
    .from(proceedings)
    .where(and(eq(proceedings.userId, student.id), eq(proceedings.degreeId, degree.id)));
  const now = new Date();
  const [row] = await db
    .insert(proceedings)
    .values({ userId: student.id, degreeId: degree.id, fileId: stored.id, createdAt: now, modifiedAt: now })
    .onConflictDoUpdate({ target: [proceedings.userId, proceedings.degreeId], set: { fileId: stored.id, modifiedAt: now } })
    .returning();
  if (previous && previous.fileId !== stored.id) await deleteStoredFile(db, previous.fileId);
  return {
    externalCourseId: degreeExternalId,
    externalUserId: student.externalId,
    created: row!.createdAt.toISOString(),
    modified: row!.modifiedAt.toISOString(),
  };
}
