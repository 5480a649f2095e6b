// The signature that opens every binary COPY (PostgreSQL's documentation, COPY, "Binary Format").
const SIGNATURE = Buffer.from("PGCOPY\n\xff\r\n\0", "latin1");

/** Reads framed bytes out of the messages a COPY arrives in, without copying the values they carry. */
class MessageReader {
  private rest: Buffer = Buffer.alloc(0);

  constructor(private readonly messages: AsyncIterator<Buffer>) {}

  private async next(): Promise<Buffer> {
    const next = await this.messages.next();
    if (next.done) throw new Error("La copia binaria de PostgreSQL terminó a medias");
    return next.value;
  }

  /** The next `n` bytes of framing in one buffer (copied only in the rare case they straddle two messages). */
  async take(n: number): Promise<Buffer> {
    while (this.rest.length < n)
      this.rest = this.rest.length ? Buffer.concat([this.rest, await this.next()]) : await this.next();
    const taken = this.rest.subarray(0, n);
    this.rest = this.rest.subarray(n);
    return taken;
  }

  /** The next `n` bytes, as slices of the messages that hold them. */
  async *slices(n: number): AsyncGenerator<Buffer> {
    for (let left = n; left > 0;) {
      if (this.rest.length === 0) this.rest = await this.next();
      const piece = this.rest.subarray(0, left);
      this.rest = this.rest.subarray(piece.length);
      left -= piece.length;
      yield piece;
    }
  }
}

/**
 * The values of a one-column `COPY … TO STDOUT (FORMAT binary)`, one after another, as slices of the
 * messages they arrive in (a value that spans messages comes out in pieces); answers the number of rows.
 */
export async function* binaryCopyValues(messages: AsyncIterator<Buffer>): AsyncGenerator<Buffer, number> {
  const input = new MessageReader(messages);
  const header = await input.take(SIGNATURE.length + 8);
  if (!header.subarray(0, SIGNATURE.length).equals(SIGNATURE)) throw new Error("No es una copia binaria de PostgreSQL");
  for await (const _ of input.slices(header.readUInt32BE(SIGNATURE.length + 4))); // the header extension
  for (let rows = 0; ; rows++) {
    const fields = (await input.take(2)).readInt16BE(0);
    if (fields === -1) return rows;
    if (fields !== 1) throw new Error(`La copia binaria trae ${fields} columnas en lugar de una`);
    const length = (await input.take(4)).readInt32BE(0); // -1 is NULL: nothing
    if (length > 0) yield* input.slices(length);
  }
}
