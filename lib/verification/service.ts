import { createHash } from "node:crypto";
import type { Db } from "@/db";
import { NotFoundError } from "@/lib/api/errors";
import { normalizeVerificationCode } from "@/lib/pdf/code-format";
import { consumeRateLimit, type RateLimitRule } from "@/lib/rate-limit/rate-limit";
import { issuedByCode, issuedBySha256, toVerified } from "./queries";
import { RATE_LIMITED } from "./limits";
import { FILE_NOT_ISSUED, NO_DOCUMENT, type FileCheck, type VerifiedDocument } from "./schemas";
import { env } from "@/lib/config";
import type { Locale } from "@/lib/i18n/locales";
import { defaultLocale } from "@/lib/i18n/offered";
import { translate } from "@/lib/i18n/translate";

/**
 * Every lookup (page, API, download, file check) counts against one allowance per client address.
 * The codes' 119 bits make guessing useless anyway; the limit keeps the page from being a free
 * oracle or a cheap way to load the database. `VERIFICATION_RATE_LIMIT` per minute, default 30.
 */
export function verificationRateLimit(): RateLimitRule {
  return { name: "verification", max: env("VERIFICATION_RATE_LIMIT"), windowSeconds: 60, message: RATE_LIMITED };
}

async function lookup(db: Db, rawCode: string, client: string) {
  await consumeRateLimit(db, verificationRateLimit(), client);
  const code = normalizeVerificationCode(rawCode);
  const row = code ? await issuedByCode(db, code) : undefined;
  if (!row) throw new NotFoundError(NO_DOCUMENT);
  return row;
}

/** What the verification page shows for a code, or a 404 'No existe ningún documento con ese código'. */
export async function verifyCode(db: Db, rawCode: string, client: string): Promise<VerifiedDocument> {
  return toVerified(await lookup(db, rawCode, client));
}

/** The stored file of the original document with this code. */
export async function originalFileId(
  db: Db,
  rawCode: string,
  client: string,
): Promise<{ fileId: number; code: string }> {
  const row = await lookup(db, rawCode, client);
  return { fileId: row.fileId, code: row.code };
}

/**
 * Whether `bytes` are exactly a document the portal issued (by SHA-256), whatever the language it was issued
 * in; a refusal said in `locale`, the visitor's. Its endpoint counts the rate limit first.
 */
export async function checkFile(db: Db, bytes: Buffer, locale: Locale = defaultLocale()): Promise<FileCheck> {
  const row = await issuedBySha256(db, createHash("sha256").update(bytes).digest("hex"));
  return row
    ? { valid: true, document: toVerified(row) }
    : { valid: false, message: translate(locale, FILE_NOT_ISSUED) };
}
