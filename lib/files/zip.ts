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

/** A zip of stored files, each under its given name (made unique), in the given order. */
export async function zipStoredFiles(db: Db, entries: { fileId: number; name: string }[]): Promise<Uint8Array> {
  const rows = await db
    .select({ id: storedFiles.id, bytes: storedFiles.bytes })
    .from(storedFiles)
    .where(
      inArray(
        storedFiles.id,
        entries.map((e) => e.fileId),
      ),
    );
  const bytes = new Map(rows.map((r) => [r.id, r.bytes]));
  const zip = new JSZip();
  const taken = new Set<string>();
  for (const entry of entries) {
    const content = bytes.get(entry.fileId);
    if (content) zip.file(uniqueName(sanitizeFileName(entry.name), taken), content);
  }
  return zip.generateAsync({ type: "uint8array", compression: "DEFLATE" });
}
