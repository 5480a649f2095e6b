import { isNull } from "drizzle-orm";
import type { Db } from "@/db";
import { instanceFileVersions, instances } from "@/db/schema";
import { ForbiddenError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session-store";
import { sanitizeFileName } from "@/lib/files/file-name";
import { storeFile } from "@/lib/files/store";
import type { UploadedFile } from "@/lib/files/upload";
import type { Locale } from "@/lib/i18n/locales";
import { defaultLocale } from "@/lib/i18n/offered";
import { translate } from "@/lib/i18n/translate";
import { MESSAGES } from "../messages";
import { leaveState } from "../requests/leave-state";
import { readableInstance } from "../requests/queries";

const FILE_COLUMNS = {
  student: { id: "studentFileId", name: "studentFileName", action: "STUDENT_FILE", kind: "STUDENT" },
  response: { id: "responseFileId", name: "responseFileName", action: "RESPONSE_FILE", kind: "RESPONSE" },
} as const;

/**
 * Attaches a file while the transitions table lets it in (409 otherwise). A file replaces the
 * current one of its kind, which is kept as an earlier version. Only the student replaces their own
 * file: staff attach it when there is none yet (filing on behalf), and otherwise answer with the
 * response file (403); the conditional UPDATE holds that against two uploads at once. Its `message` is
 * said in `locale`, the requester's.
 */
export async function uploadInstanceFile(
  db: Db,
  user: SessionUser,
  id: number,
  which: keyof typeof FILE_COLUMNS,
  file: UploadedFile,
  locale: Locale = defaultLocale(),
) {
  const instance = await readableInstance(db, user, id);
  const staffOnStudentFile = which === "student" && user.role !== "ROLE_STUDENT";
  if (staffOnStudentFile && instance.studentFileName) throw new ForbiddenError(MESSAGES.studentFileIsStudents);
  const filename = sanitizeFileName(file.name);
  const stored = await storeFile(db, user, file.bytes, filename);
  const columns = FILE_COLUMNS[which];
  await leaveState(
    db,
    columns.action,
    user,
    id,
    { [columns.id]: stored.id, [columns.name]: filename },
    staffOnStudentFile ? isNull(instances.studentFileId) : undefined,
  );
  await db
    .insert(instanceFileVersions)
    .values({ instanceId: id, kind: columns.kind, fileId: stored.id, fileName: filename, uploadedBy: user.id });
  return { id, fileName: filename, message: translate(locale, MESSAGES.fileUploaded) };
}
