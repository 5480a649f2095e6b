import { describe, expect, it } from "vitest";
import { binaryCopyValues } from "./binary-copy";

const SIGNATURE = Buffer.from("PGCOPY\n\xff\r\n\0", "latin1");
const int16 = (n: number) => Buffer.from([(n >> 8) & 0xff, n & 0xff]);
const int32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeInt32BE(n);
  return b;
};

/** A one-column binary COPY of `values` (null for NULL), with a header extension of `extension` bytes. */
function copyOf(values: (Buffer | null)[], extension = 0): Buffer {
  const rows = values.map((v) => Buffer.concat(v ? [int16(1), int32(v.length), v] : [int16(1), int32(-1)]));
  return Buffer.concat([SIGNATURE, int32(0), int32(extension), Buffer.alloc(extension, 7), ...rows, int16(-1)]);
}

/** `bytes` cut at the given offsets, as the messages of a COPY would arrive. */
async function* cut(bytes: Buffer, at: number[]): AsyncGenerator<Buffer> {
  let from = 0;
  for (const to of [...at, bytes.length]) {
    yield bytes.subarray(from, to);
    from = to;
  }
}

async function read(messages: AsyncGenerator<Buffer>): Promise<{ bytes: Buffer; rows: number }> {
  const values = binaryCopyValues(messages);
  const pieces: Buffer[] = [];
  for (;;) {
    const next = await values.next();
    if (next.done) return { bytes: Buffer.concat(pieces), rows: next.value };
    pieces.push(next.value);
  }
}

describe("binaryCopyValues", () => {
  const values = [Buffer.from("primer trozo"), Buffer.alloc(0), null, Buffer.from("último")];
  const whole = copyOf(values, 3);

  it("gives the values' bytes in order and counts the rows, however the messages cut the framing", async () => {
    for (let a = 1; a < whole.length; a += 3)
      for (const b of [a + 1, a + 5, whole.length - 1].filter((b) => b > a && b < whole.length))
        expect(await read(cut(whole, [a, b])), `cut at ${a}, ${b}`).toEqual({
          bytes: Buffer.from("primer trozoúltimo"),
          rows: 4,
        });
  });

  it("answers no rows for an empty copy", async () => {
    expect(await read(cut(copyOf([]), []))).toEqual({ bytes: Buffer.alloc(0), rows: 0 });
  });

  it("refuses what is not a binary copy, or one that ends before its trailer", async () => {
    await expect(read(cut(Buffer.from("id,nombre\n1,Lucía\n"), []))).rejects.toThrow(
      "No es una copia binaria de PostgreSQL",
    );
    await expect(read(cut(whole.subarray(0, whole.length - 2), []))).rejects.toThrow(
      "La copia binaria de PostgreSQL terminó a medias",
    );
  });
});
