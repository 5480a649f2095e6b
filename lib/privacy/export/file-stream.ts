import { Readable } from "node:stream";
import { finished } from "node:stream/promises";
import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Sql } from "postgres";
import type { Db } from "@/db";
import { postgresClientOf } from "@/db/client";
import { storedFiles } from "@/db/schema";
import { StoredFileGoneError, storedFileStream } from "@/lib/files/stored-file-stream";
import { binaryCopyValues } from "./binary-copy";
import { takeCopySlot } from "./copy-slots";

/**
 * Bytes per row of the COPY, and so per message from PostgreSQL: small enough that V8 frees the buffers
 * that carry them in its minor collections (see `npm run bench:export`).
 */
export const COPY_CHUNK_BYTES = 64 * 1024;

/** The file's bytes in rows of `chunkBytes`, in order; no row when the file does not exist (an empty one has one). */
function copyStatement(fileId: number, chunkBytes: number): string {
  const { bytes, id } = storedFiles;
  // COPY takes no parameters: the two integers are written into the statement.
  const query = sql`copy (
    select substring(${bytes} from n * ${chunkBytes} + 1 for ${chunkBytes})
    from ${storedFiles}, generate_series(0, (octet_length(${bytes}) - 1) / ${chunkBytes}) as n
    where ${id} = ${fileId} order by n
  ) to stdout (format binary)`;
  return new PgDialect().sqlToQuery(query.inlineParams()).sql;
}

/**
 * A stored file's bytes streamed by one `COPY … TO STDOUT (FORMAT binary)` on a connection of its own:
 * they arrive raw (a bytea read by a query comes as hex text, twice its size), a chunk per message, and
 * postgres.js stops reading the socket while the zip has not taken the last one (backpressure).
 */
export function storedFileCopy(client: Sql, fileId: number, chunkBytes = COPY_CHUNK_BYTES): Readable {
  async function* bytes() {
    const giveBack = await takeCopySlot();
    // Reserved: postgres.js refuses other queries on a connection while its COPY runs.
    const connection = await client.reserve().catch((err: unknown) => {
      giveBack();
      throw err;
    });
    try {
      const copy = await connection.unsafe(copyStatement(fileId, chunkBytes)).readable();
      const messages = copy.iterator({ destroyOnReturn: false });
      try {
        const rows = yield* binaryCopyValues(messages);
        if (rows === 0) throw new StoredFileGoneError(fileId);
      } finally {
        // The connection is free again only once its COPY has ended: what is left of the file (all of it when
        // the reader went away) is read and dropped. Cancelling would take a second connection, for at most
        // one upload's worth of bytes.
        await messages.return?.();
        copy.resume();
        await finished(copy).catch(() => {});
        // postgres.js 3.4.9 leaves the socket paused when a chunk filled the stream's buffer and the COPY's end
        // came in the same read, and every later query on the connection hangs (porsager/postgres#499; the fix,
        // #1016, is in no release). The stream's read resumes the socket: harmless when it is not paused.
        copy._read(0);
      }
    } finally {
      connection.release();
      giveBack();
    }
  }
  // Not object mode: the stream holds back once one chunk waits unread.
  return Readable.from(bytes(), { objectMode: false });
}

/** A stored file's bytes for the export: by COPY on PostgreSQL, by `substring` chunks on PGlite (its driver has no COPY TO STDOUT). */
export function exportedFileStream(db: Db, fileId: number): Readable {
  const client = postgresClientOf(db);
  return client ? storedFileCopy(client, fileId) : storedFileStream(db, fileId);
}
