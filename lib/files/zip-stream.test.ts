import { Readable } from "node:stream";
import JSZip from "jszip";
import { describe, expect, it, vi } from "vitest";
import { streamedZip, type ZipStreamEntry } from "./zip-stream";

vi.mock("@/lib/ops/log", () => ({ logError: vi.fn() }));

const bytes = (n: number, fill: number) => Buffer.alloc(n, fill);

describe("streamedZip", () => {
  it("writes every entry, opening each stream only once the one before is in the archive", async () => {
    const opened: string[] = [];
    let taken = 0;
    const takenWhenOpened: number[] = [];
    // 1.6 MB in 16 KB chunks: more than the streams between the source and the reader hold.
    const open = (name: string, fill: number) => () => {
      opened.push(name);
      takenWhenOpened.push(taken);
      return Readable.from(Array.from({ length: 100 }, () => bytes(16_384, fill)));
    };
    const settled = vi.fn();
    const zip = streamedZip(
      [
        { name: "a.json", content: "[]\n" },
        { name: "ficheros/b.pdf", content: open("b", 1), store: true },
        { name: "ficheros/c.txt", content: open("c", 2) },
      ],
      settled,
    );
    const reader = zip.getReader();
    const chunks: Uint8Array[] = [];
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      chunks.push(next.value);
      taken += next.value.length;
    }
    expect(opened).toEqual(["b", "c"]);
    // c was opened only once most of b had reached the reader (the streams between hold about half a megabyte).
    expect(takenWhenOpened[1]).toBeGreaterThan(1_000_000);
    expect(settled).toHaveBeenCalledTimes(1);

    const unzipped = await JSZip.loadAsync(Buffer.concat(chunks));
    expect(Object.keys(unzipped.files)).toEqual(["a.json", "ficheros/b.pdf", "ficheros/c.txt"]);
    expect((await unzipped.file("ficheros/c.txt")!.async("nodebuffer")).equals(bytes(1_638_400, 2))).toBe(true);
  });

  it("fails the download when an entry's stream fails, and settles", async () => {
    const settled = vi.fn();
    const broken: ZipStreamEntry = {
      name: "roto.pdf",
      content: () =>
        new Readable({
          read() {
            this.destroy(new Error("El fichero 7 ya no existe"));
          },
        }),
    };
    const zip = streamedZip([{ name: "a.json", content: "[]" }, broken], settled);
    await expect(new Response(zip).arrayBuffer()).rejects.toThrow();
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it("settles once when the reader cancels, and opens nothing more", async () => {
    const settled = vi.fn();
    const later = vi.fn(() => Readable.from([bytes(10, 3)]));
    const zip = streamedZip(
      [
        { name: "grande.bin", content: () => Readable.from([bytes(2_000_000, 4), bytes(2_000_000, 5)]) },
        { name: "despues.bin", content: later },
      ],
      settled,
    );
    const reader = zip.getReader();
    await reader.read();
    await reader.cancel();
    expect(settled).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(later).not.toHaveBeenCalled();
  });
});
