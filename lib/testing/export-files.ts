import { createHash, randomBytes } from "node:crypto";
import type { Db } from "@/db";
import { degrees, proceedings, proceedingVersions, storedFiles } from "@/db/schema";
import { uniq } from "./fixtures";

/**
 * Gives `userId` a proceeding with `count` versions, each a stored "PDF" of `size` random bytes (random,
 * so that no compression shrinks them): files for the personal-data export's tests and benchmark.
 * Answers the files' bytes by id, in the order stored.
 */
export async function giveProceedingVersions(
  db: Db,
  userId: number,
  count: number,
  size: number,
): Promise<Map<number, Buffer>> {
  const files = new Map<number, Buffer>();
  for (let i = 1; i <= count; i++) {
    const bytes = randomBytes(size);
    const [file] = await db
      .insert(storedFiles)
      .values({
        originalName: `expediente-${i}.pdf`,
        mimeType: "application/pdf",
        size,
        sha256: createHash("sha256").update(bytes).digest("hex"),
        bytes,
      })
      .returning({ id: storedFiles.id });
    files.set(file!.id, bytes);
  }
  const tag = uniq();
  const [degree] = await db
    .insert(degrees)
    .values({ externalId: `grado-${tag}`, name: `Grado ${tag}` })
    .returning({ id: degrees.id });
  const ids = [...files.keys()];
  const [proceeding] = await db
    .insert(proceedings)
    .values({ userId, degreeId: degree!.id, fileId: ids.at(-1)! })
    .returning({ id: proceedings.id });
  await db.insert(proceedingVersions).values(ids.map((fileId) => ({ proceedingId: proceeding!.id, fileId })));
  return files;
}
