import type { Db } from "@/db";
import { issuedDocuments } from "@/db/schema";
import { storeFile } from "@/lib/files/store";
import { newVerificationCode } from "./code";
import { verificationBaseUrl } from "./config";
import type { PdfDocument } from "./model";
import { renderPdf } from "./render";

export interface IssueMeta {
  /** What the document is, in Spanish, as the verification page shows it (e.g. 'Expediente académico'). */
  kind: string;
  /** The person the document is about; null for documents about no one in particular. */
  ownerUserId: number | null;
}

/**
 * Renders `doc` with a new verification code and records it — code, SHA-256 of the exact bytes,
 * kind, owner, issue time and the bytes — in `db`, which may be the caller's transaction. Every call
 * gives a new code; earlier codes of the same document stay valid.
 */
export async function issuePdf(
  db: Db,
  doc: PdfDocument,
  meta: IssueMeta,
): Promise<{ bytes: Uint8Array; code: string }> {
  const code = newVerificationCode();
  const issuedAt = new Date();
  const bytes = await renderPdf(doc, { code, verifyUrl: verificationBaseUrl(), issuedAt });
  const file = await storeFile(db, "system", Buffer.from(bytes), `${code}.pdf`);
  await db
    .insert(issuedDocuments)
    .values({ code, sha256: file.sha256, kind: meta.kind, ownerUserId: meta.ownerUserId, issuedAt, fileId: file.id });
  return { bytes, code };
}
