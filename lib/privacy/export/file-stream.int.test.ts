import { randomBytes } from "node:crypto";
import { buffer } from "node:stream/consumers";
import { sql } from "drizzle-orm";
import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import type { Db } from "@/db";
import { storedFiles } from "@/db/schema";
import { getDb } from "@/lib/database";
import { streamedZip } from "@/lib/files/zip-stream";
import { scratchPostgres } from "@/lib/testing/scratch-database";
import { COPY_CHUNK_BYTES, exportedFileStream } from "./file-stream";

async function storeFile(db: Db, bytes: Buffer): Promise<number> {
  const [file] = await db
    .insert(storedFiles)
    .values({ originalName: "a.pdf", mimeType: "application/pdf", size: bytes.length, sha256: "-", bytes })
    .returning({ id: storedFiles.id });
  return file!.id;
}

describe("a stored file's bytes in the export", () => {
  it("a file of 3.5 chunks, an empty one and one of a single byte come out of the zip exactly as stored", async () => {
    const db = await getDb();
    const files = [randomBytes(3.5 * COPY_CHUNK_BYTES), Buffer.alloc(0), randomBytes(1)];
    const ids = await Promise.all(files.map((bytes) => storeFile(db, bytes)));
    const zip = await JSZip.loadAsync(
      await new Response(
        streamedZip(
          ids.map((id) => ({ name: `${id}.pdf`, content: () => exportedFileStream(db, id), store: true })),
          () => {},
        ),
      ).arrayBuffer(),
    );
    for (const [i, id] of ids.entries())
      expect((await zip.file(`${id}.pdf`)!.async("nodebuffer")).equals(files[i]!), `file ${i}`).toBe(true);
  });

  it("a file that no longer exists fails its stream", async () => {
    await expect(buffer(exportedFileStream(await getDb(), 2_000_000_000))).rejects.toThrow(
      "El fichero 2000000000 ya no existe",
    );
  });
});

describe.skipIf(!process.env.DATABASE_URL)("on PostgreSQL, by COPY on a connection of its own", () => {
  it("a reader that goes away mid-file, or reads to the end, gives the connection back to the pool", async () => {
    const own = await scratchPostgres("export_copy", 1);
    try {
      const bytes = randomBytes(20 * COPY_CHUNK_BYTES);
      const id = await storeFile(own.db, bytes);
      const stream = exportedFileStream(own.db, id);
      const first = (await stream[Symbol.asyncIterator]().next()).value as Buffer;
      expect(first.equals(bytes.subarray(0, first.length))).toBe(true);
      stream.destroy();
      // The pool has one connection: this waits for the COPY to let it go.
      expect(await own.db.execute(sql`select 1 as one`)).toEqual([{ one: 1 }]);
      // Read to its end, it gives the connection back too (postgres.js could leave its socket paused).
      expect((await buffer(exportedFileStream(own.db, id))).equals(bytes)).toBe(true);
      expect(await own.db.execute(sql`select 2 as two`)).toEqual([{ two: 2 }]);
    } finally {
      await own.close();
    }
  });
});
