import { ValidationError } from "@/lib/api/errors";
import { readMultipart, type BodyLimit } from "@/lib/api/request-body";
import type { Locale } from "@/lib/i18n/locales";
import type { Msg } from "@/lib/i18n/message";
import { translate } from "@/lib/i18n/translate";
import { multipartFilesUpload, multipartUpload } from "./limits";
import { sniffedMimeType } from "./sniff";

/** A file of a multipart upload as `endpoint()` hands it to the service: its bytes, its name and the type sniffed from its content. */
export interface UploadedFile {
  bytes: Buffer;
  name: string;
  /** Sniffed from the bytes, never the declared type; storing the file still checks it against the upload's allow-list. */
  mime: string;
}

/**
 * How an endpoint takes files: the multipart field, the 400's text when no (non-empty) file is in it,
 * and whether several files come at once. The body limit follows (`lib/files/limits`).
 */
export interface UploadSpec {
  field: string;
  missing: Msg | string;
  many?: boolean;
  /** The body's own limit, when smaller than the upload limits (a public endpoint's). */
  limit?: () => BodyLimit;
}

/** The upload a handler gets as its body: the file (or the files, with `many`) and the form's text fields. */
export type Upload<U extends UploadSpec> = (U extends { many: true }
  ? { files: UploadedFile[] }
  : { file: UploadedFile }) & {
  fields: Record<string, string>;
};

export const uploadLimit = (spec: UploadSpec) =>
  spec.limit?.() ?? (spec.many ? multipartFilesUpload() : multipartUpload());

async function uploaded(file: File): Promise<UploadedFile> {
  const bytes = Buffer.from(await file.arrayBuffer());
  return { bytes, name: file.name, mime: await sniffedMimeType(bytes) };
}

/**
 * Reads a multipart body within the upload's limit into its files and text fields (400 with `missing` when there
 * is no file, the field's error said in `locale`).
 */
export async function readUpload<U extends UploadSpec>(
  req: Request,
  spec: U,
  locale: Locale = "es",
): Promise<Upload<U>> {
  const form = await readMultipart(req, uploadLimit(spec));
  const files = form.getAll(spec.field).filter((value): value is File => value instanceof File && value.size > 0);
  if (files.length === 0) {
    const missing = typeof spec.missing === "string" ? spec.missing : translate(locale, spec.missing);
    throw new ValidationError(spec.missing, { [spec.field]: [missing] });
  }
  const fields: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") fields[key] = value;
  const upload = spec.many ? { files: await Promise.all(files.map(uploaded)) } : { file: await uploaded(files[0]!) };
  return { ...upload, fields } as Upload<U>;
}
