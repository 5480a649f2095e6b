import { createHash } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { issuedDocuments, storedFiles } from "@/db/schema";
import { ConflictError } from "@/lib/api/errors";
import { deleteStoredFile, storeFile } from "@/lib/files/store";
import type { Locale } from "@/lib/i18n/locales";
import { msg } from "@/lib/i18n/message";
import { newVerificationCode } from "./code";
import { universityName, verificationBaseUrl } from "./config";
import type { PdfDocument } from "./model";
import { renderPdf } from "./render";

export interface IssueMeta {
  /** What the document is, in Spanish, as the verification page shows it (e.g. 'Expediente académico'). */
  kind: string;
  /** The person the document is about; null for documents about no one in particular. */
  ownerUserId: number | null;
  /** The one thing this document is of, `<what>:<id>` (e.g. `enrollment-request:18`): its versions share it. */
  subject: string;
}

export type IssuedPdf = { bytes: Uint8Array; code: string };

/**
 * What a version of a subject says: its kind, the university's name, the document and its language (a Spanish
 * one's fingerprint names none, as before there were others), not its code, QR or date.
 */
export const documentFingerprint = (doc: PdfDocument, kind: string, locale: Locale = "es"): string =>
  createHash("sha256")
    .update(JSON.stringify({ kind, university: universityName(), doc, ...(locale === "es" ? {} : { locale }) }))
    .digest("hex");

async function currentVersion(db: Db, subject: string) {
  const [row] = await db
    .select({
      id: issuedDocuments.id,
      code: issuedDocuments.code,
      fingerprint: issuedDocuments.fingerprint,
      bytes: storedFiles.bytes,
    })
    .from(issuedDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, issuedDocuments.fileId))
    .where(and(eq(issuedDocuments.subject, subject), isNull(issuedDocuments.supersededAt)));
  return row;
}

/**
 * A new version of the subject: supersedes `previousId`, renders with a new code and records it.
 * Null when another issuer got there first (the previous version was superseded meanwhile, or the
 * unique index already holds a current version); nothing of this attempt is kept then.
 */
async function issueVersion(
  db: Db,
  doc: PdfDocument,
  meta: IssueMeta,
  fingerprint: string,
  previousId: number | undefined,
  locale: Locale,
): Promise<IssuedPdf | null> {
  if (previousId !== undefined) {
    const superseded = await db
      .update(issuedDocuments)
      .set({ supersededAt: sql`now()` })
      .where(and(eq(issuedDocuments.id, previousId), isNull(issuedDocuments.supersededAt)))
      .returning({ id: issuedDocuments.id });
    if (superseded.length === 0) return null;
  }
  const code = newVerificationCode();
  const issuedAt = new Date();
  const bytes = await renderPdf(doc, { code, verifyUrl: verificationBaseUrl(), issuedAt, locale });
  const file = await storeFile(db, "system", Buffer.from(bytes), `${code}.pdf`);
  const inserted = await db
    .insert(issuedDocuments)
    .values({ ...meta, code, sha256: file.sha256, issuedAt, fileId: file.id, fingerprint })
    .onConflictDoNothing({ target: issuedDocuments.subject, where: sql`superseded_at is null` })
    .returning({ id: issuedDocuments.id });
  if (inserted.length > 0) return { bytes, code };
  await deleteStoredFile(db, file.id);
  return null;
}

/**
 * The PDF of `doc` with its código seguro de verificación, issued once per content: the subject's
 * current version when its content is unchanged (same code, same bytes), else a new version with a
 * new code that supersedes the previous one (whose code stays valid and says so). One transaction
 * (a savepoint inside the caller's), so concurrent requests for one subject issue it once. The portal's own
 * labels (issue date, verification line, page numbers) are printed in `locale`: the language of the person the
 * document is for, at issuance (Spanish by default); `doc`'s texts are the caller's, in that language too.
 */
export async function issuePdf(db: Db, doc: PdfDocument, meta: IssueMeta, locale: Locale = "es"): Promise<IssuedPdf> {
  const fingerprint = documentFingerprint(doc, meta.kind, locale);
  return db.transaction(async (tx) => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const current = await currentVersion(tx as unknown as Db, meta.subject);
      if (current?.fingerprint === fingerprint) return { bytes: new Uint8Array(current.bytes), code: current.code };
      const issued = await issueVersion(tx as unknown as Db, doc, meta, fingerprint, current?.id, locale);
      if (issued) return issued;
    }
    throw new ConflictError(msg("errors.documentBeingIssued"));
  });
}
