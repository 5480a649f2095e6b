import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { storedFiles } from "@/db/schema";
import { NotFoundError, PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from "@/lib/api/errors";
import { msg, type Msg } from "@/lib/i18n/message";
import { consumeRateLimit, type RateLimitRule } from "@/lib/rate-limit/rate-limit";
import { DEFAULT_FILE_TYPES } from "./allowed-types";
import { FileDownload } from "./download";
import { sanitizeFileName } from "./file-name";
import { fileTooLargeMessage, uploadMaxBytes, uploadMaxBytesPerHour } from "./limits";
import { acceptedMimeType, type FileTypePolicy } from "./sniff";

export type StoredFileInfo = { id: number; originalName: string; mimeType: string; size: number; sha256: string };

/** Who sends the bytes: a user, whose uploads count against the hourly limit, or the system (generated PDFs, demo data). */
export type Uploader = { id: number } | "system";

export const UPLOAD_LIMIT_MESSAGE = msg("errors.files.hourlyLimit");

const uploadRule = (): RateLimitRule => ({
  name: "upload-bytes",
  max: uploadMaxBytesPerHour(),
  windowSeconds: 60 * 60,
  message: UPLOAD_LIMIT_MESSAGE,
});

interface StoreOptions {
  /** Another allow-list than the default one (PDF, images, office documents). */
  accept?: FileTypePolicy;
  /** A narrower allow-list than the default one, with the message for anything else. */
  only?: { mimeTypes: ReadonlySet<string>; message: Msg | string };
}

/**
 * Checks size and sniffed type, charges a user's bytes to their hourly upload allowance (429 once
 * it is spent), then stores the bytes; returns the new row without the bytes.
 */
export async function storeFile(
  db: Db,
  uploader: Uploader,
  bytes: Buffer,
  originalName: string,
  options: StoreOptions = {},
): Promise<StoredFileInfo> {
  if (bytes.length === 0) throw new ValidationError(msg("errors.files.empty"));
  if (bytes.length > uploadMaxBytes()) throw new PayloadTooLargeError(fileTooLargeMessage());
  const policy = options.accept ?? DEFAULT_FILE_TYPES;
  const mimeType = await acceptedMimeType(bytes, originalName, policy);
  if (!mimeType) throw new UnsupportedMediaTypeError(policy.message);
  if (options.only && !options.only.mimeTypes.has(mimeType)) throw new UnsupportedMediaTypeError(options.only.message);
  if (uploader !== "system") await consumeRateLimit(db, uploadRule(), String(uploader.id), new Date(), bytes.length);
  const [row] = await db
    .insert(storedFiles)
    .values({
      originalName: sanitizeFileName(originalName),
      mimeType,
      size: bytes.length,
      sha256: createHash("sha256").update(bytes).digest("hex"),
      // postgres.js sends every parameter as text, a bytea as hex (twice the file, plus copies);
      // base64 text decoded by the server costs 4/3 of the file instead.
      bytes: sql`decode(${bytes.toString("base64")}, 'base64')`,
    })
    .returning({
      id: storedFiles.id,
      originalName: storedFiles.originalName,
      mimeType: storedFiles.mimeType,
      size: storedFiles.size,
      sha256: storedFiles.sha256,
    });
  return row!;
}

export async function deleteStoredFile(db: Db, fileId: number): Promise<void> {
  await db.delete(storedFiles).where(eq(storedFiles.id, fileId));
}

/** A stored file as a download under `downloadName` (its own name when none is given). */
export async function storedFileDownload(db: Db, fileId: number, downloadName?: string): Promise<FileDownload> {
  const [file] = await db.select().from(storedFiles).where(eq(storedFiles.id, fileId));
  if (!file) throw new NotFoundError(msg("errors.files.notFound"));
  return new FileDownload(file.bytes, downloadName ?? file.originalName, file.mimeType);
}
