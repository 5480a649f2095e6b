import { once } from "node:events";
import type { Readable } from "node:stream";
import { ZipArchive } from "archiver";
import { logError } from "@/lib/ops/log";

export interface ZipStreamEntry {
  /** Path inside the zip. */
  name: string;
  /** Text or bytes, or what opens the entry's stream when its turn comes (not before). */
  content: string | Uint8Array | (() => Readable);
  /** Stored without compression: files that are compressed already, where deflating only costs time. */
  store?: boolean;
}

/**
 * A zip written as it is read, for a `FileDownload`: the entries are taken one at a time (the next is
 * opened only once the previous one is in the archive), and the archive is produced only as fast as the
 * response takes it, so memory holds about one chunk of one entry whatever the zip's size. `settled` runs
 * once, when the zip ends, fails (logged; the client's download breaks off) or is cancelled (the client
 * went away).
 */
export function streamedZip(
  entries: AsyncIterable<ZipStreamEntry> | Iterable<ZipStreamEntry>,
  settled: () => Promise<void> | void,
): ReadableStream<Uint8Array> {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  // Aborted when the zip ends early (a failure, or the reader cancelled): the feed stops waiting for entries.
  const stop = new AbortController();
  let cancelled = false;
  let current: Readable | undefined;
  let finished: Promise<void> | undefined;
  const finish = () => (finished ??= Promise.resolve(settled()));
  const fail = (err: unknown) => {
    stop.abort();
    if (!archive.destroyed) archive.destroy(err instanceof Error ? err : new Error(String(err)));
  };
  // archiver emits the errors of its entries as events: they end the archive, and so the download.
  archive.on("error", fail);

  const feed = async () => {
    for await (const entry of entries) {
      const source = typeof entry.content === "function" ? (current = entry.content()) : Buffer.from(entry.content);
      // archiver pipes a stream on without its errors: a source that fails would leave the zip waiting.
      current?.once("error", fail);
      const added = once(archive, "entry", { signal: stop.signal });
      archive.append(source, { name: entry.name, store: entry.store });
      await added;
      current = undefined;
    }
    await archive.finalize();
  };
  feed().catch((err: unknown) => {
    if (!stop.signal.aborted) fail(err);
  });

  const output = archive[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await output.next();
        if (!next.done) return controller.enqueue(next.value);
        // Settled before the reader sees the end: whoever waits for the download to finish may start another.
        await finish();
        controller.close();
      } catch (err) {
        // A read still pending when the reader cancelled fails too: only a real failure is logged.
        if (!cancelled) logError(err, "Una descarga en zip falló a medias");
        controller.error(err);
        await finish();
      }
    },
    async cancel() {
      cancelled = true;
      stop.abort();
      current?.destroy();
      archive.abort();
      archive.destroy();
      await finish();
    },
  });
}
