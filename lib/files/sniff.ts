import { fileTypeFromBuffer } from "file-type";
import { SaxesParser } from "saxes";
import type { Msg } from "@/lib/i18n/message";

/**
 * An allow-list of stored file types. Binary formats are recognised by their content (`file-type`),
 * never by the name or the declared type. Text formats have no magic number: `textExtensions` maps
 * a file name's extension to the MIME type it is stored as, and the content must then be UTF-8 text
 * (and well-formed XML for `application/xml`).
 */
export interface FileTypePolicy {
  mimeTypes: ReadonlySet<string>;
  textExtensions?: Readonly<Record<string, string>>;
  /** The 415's message: what the upload accepts. */
  message: Msg | string;
}

const XML = "application/xml";
// C0 control characters other than tab, line feed, form feed and carriage return: binary, not text.
const CONTROL = /[\u0000-\u0008\u000B\u000E-\u001F\u007F]/;
const BOM = "\uFEFF";

function utf8Text(bytes: Buffer): string | null {
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return CONTROL.test(text) ? null : text.replace(BOM, "");
  } catch {
    return null;
  }
}

function wellFormedXml(text: string): boolean {
  const parser = new SaxesParser();
  let failed = false;
  parser.on("error", () => (failed = true));
  try {
    parser.write(text).close();
  } catch {
    return false;
  }
  return !failed;
}

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
};

/** What the bytes are, by their content only: a binary type by its magic number, else UTF-8 text, else unknown. */
export async function sniffedMimeType(bytes: Buffer): Promise<string> {
  const binary = (await fileTypeFromBuffer(bytes))?.mime;
  if (binary) return binary;
  return utf8Text(bytes) === null ? "application/octet-stream" : "text/plain";
}

/** The MIME type the policy accepts `bytes` (named `name`) as, or null when it refuses them. */
export async function acceptedMimeType(bytes: Buffer, name: string, policy: FileTypePolicy): Promise<string | null> {
  const sniffed = (await fileTypeFromBuffer(bytes))?.mime ?? policy.textExtensions?.[extensionOf(name)];
  if (!sniffed || !policy.mimeTypes.has(sniffed)) return null;
  if (sniffed.startsWith("text/") || sniffed === XML) {
    const text = utf8Text(bytes);
    if (text === null || (sniffed === XML && !wellFormedXml(text))) return null;
  }
  return sniffed;
}
