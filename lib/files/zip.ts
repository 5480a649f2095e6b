import { inArray } from "drizzle-orm";
import JSZip from "jszip";
import type { Db } from "@/db";
import { storedFiles } from "@/db/schema";
import { sanitizeFileName } from "./file-name";

/** `name`, or `name (2).ext`, `name (3).ext`… so that no two entries of one archive share a name. */
function uniqueName(name: string, taken: Set<string>): string {
  const dot = name.lastIndexOf(".");
  const [base, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
  let candidate = name;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${base} (${n})${ext}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

/**
 * A zip of stored files, each under its given name (made unique within its folder), in the given
 * order, optionally in a folder; `extra` adds generated text files (a manifest) at the top.
 */
export async function zipStoredFiles(
  db: Db,
  entries: { fileId: number; name: string; folder?: string }[],
  extra: { name: string; text: string }[] = [],
): Promise<Uint8Array> {
  const rows = entries.length
    ? await db
        .select({ id: storedFiles.id, bytes: storedFiles.bytes })
        .from(storedFiles)
        .where(
          inArray(
            storedFiles.id,
            entries.map((e) => e.fileId),
          ),
        )
    : [];
  const bytes = new Map(rows.map((r) => [r.id, r.bytes]));
  const zip = new JSZip();
  const taken = new Map<string, Set<string>>();
  for (const entry of entries) {
    const content = bytes.get(entry.fileId);
    const folder = entry.folder ? `${entry.folder}/` : "";
    if (!taken.has(folder)) taken.set(folder, new Set());
    if (content) zip.file(folder + uniqueName(sanitizeFileName(entry.name), taken.get(folder)!), content);
  }
  for (const file of extra) zip.file(file.name, file.text);
  return zip.generateAsync({ type: "uint8array", compression: "DEFLATE" });
}
