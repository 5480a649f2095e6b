// archiver 8 is an ES module without types (@types/archiver describes the older CommonJS API): the part
// the streamed zip uses.
declare module "archiver" {
  import type { Transform } from "node:stream";
  import type { ZlibOptions } from "node:zlib";

  interface ZipOptions {
    zlib?: ZlibOptions;
    /** Every entry stored without compression. */
    store?: boolean;
  }
  interface EntryData {
    name: string;
    /** This entry stored without compression. */
    store?: boolean;
    date?: Date;
  }
  export class ZipArchive extends Transform {
    constructor(options?: ZipOptions);
    append(source: Buffer | string | NodeJS.ReadableStream, data: EntryData): this;
    finalize(): Promise<void>;
    abort(): this;
    /** Bytes written so far. */
    pointer(): number;
  }
}
