import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { academicYears, degrees, users } from "@/db/schema";
import type { SessionUser } from "@/lib/auth/session-store";
import { FileDownload, PDF_MIME, ZIP_MIME } from "@/lib/files/download";
import { storedFileDownload } from "@/lib/files/store";
import { zipStoredFiles } from "@/lib/files/zip";
import { universityName } from "@/lib/pdf/config";
import { issuePdf } from "@/lib/pdf/issue";
import { sepaCreditorId } from "./config";
import type { EnrollmentType } from "./constants";
import { enrollmentUserData, readableRequest } from "./queries";
import { requestPdf } from "./request-pdf";
import { requestFiles } from "./service";

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

/** The request's printable PDF (with the SEPA mandate when paying by direct debit), issued with a verification code. */
export async function requestPdfDownload(
  db: Db,
  viewer: SessionUser,
  id: number,
  type: EnrollmentType,
): Promise<FileDownload> {
  const request = await readableRequest(db, viewer, id, type);
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.externalId, request.userExternalId));
  const student = await enrollmentUserData(db, request.userExternalId).catch(() => null);
  const [degree] = await db.select({ name: degrees.name }).from(degrees).where(eq(degrees.externalId, request.grade));
  const [year] = await db
    .select({ name: academicYears.name })
    .from(academicYears)
    .where(eq(academicYears.externalId, request.termId));
  const doc = requestPdf({
    request,
    student,
    degreeName: degree?.name ?? request.grade,
    academicTermName: year?.name ?? request.termId,
    creditor: { id: sepaCreditorId(), name: universityName() },
  });
  const kind = type === "R" ? "Solicitud de matrícula" : "Solicitud de extensión de matrícula";
  const { bytes } = await issuePdf(db, doc, {
    kind,
    ownerUserId: owner?.id ?? null,
    subject: `enrollment-request:${id}`,
  });
  const name = `${type === "R" ? "solicitud-matricula" : "solicitud-extension-matricula"}-${id}.pdf`;
  return new FileDownload(bytes, name, PDF_MIME);
}
