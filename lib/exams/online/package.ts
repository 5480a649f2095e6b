import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { exams } from "@/db/schema";
import { ConflictError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session-store";
import { FileDownload, ZIP_MIME } from "@/lib/files/download";
import { zipStoredFiles } from "@/lib/files/zip";
import { examInScope } from "../exams/queries";
import { findTransition } from "../transitions";
import { filesOf, KIND_WORD } from "./files";
import { noPackageMessage, notOnlineMessage } from "./schemas";

/**
 * The package support loads into the online exam platform: a zip with the instructions, the
 * questions and a manifest.json (course, option, date, duration). Only for an online exam in a state
 * the transitions table allows it from (its upload marked correct); records who generated it and when.
 */
export async function generateOnlineExam(db: Db, user: SessionUser, id: number) {
  const exam = await examInScope(db, user, id);
  if (!exam.online) throw new ConflictError(notOnlineMessage(exam));
  if (!findTransition("generate", exam.state, null, user.role)) throw new ConflictError(noPackageMessage(exam));
  const files = await filesOf(db, id);
  const manifest = {
    examId: exam.id,
    courseId: exam.courseId,
    courseName: exam.courseName,
    option: exam.option,
    date: exam.date,
    duration: exam.duration,
    instructions: files.filter((f) => f.kind === "INSTRUCTIONS").map((f) => f.name),
    questions: files.filter((f) => f.kind === "QUESTIONS").map((f) => f.name),
  };
  await db.update(exams).set({ packageGeneratedBy: user.id, packageGeneratedAt: new Date() }).where(eq(exams.id, id));
  const zip = await zipStoredFiles(
    db,
    files.map((f) => ({ ...f, folder: KIND_WORD[f.kind] })),
    [{ name: "manifest.json", text: JSON.stringify(manifest, null, 2) }],
  );
  return new FileDownload(zip, `Examen ${exam.option} - ${exam.courseId} - online.zip`, ZIP_MIME);
}
