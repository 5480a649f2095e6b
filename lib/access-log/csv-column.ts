import { parse } from "csv-parse";
import { FileDownload } from "@/lib/files/download";

// csv-export put a ' before a cell a spreadsheet would run as a formula.
const unneutralized = (cell: string) => cell.replace(/^'(?=[=+\-@\t\r])/, "");

/**
 * The values of the column named by one of `headers` (the first the file has) of a CSV download,
 * collected as its bytes go out: the download to answer instead (a stream passes through unchanged,
 * nothing is held back) and the values, known once the file has been sent — or as far as it was,
 * when the client stops reading.
 */
export function watchCsvColumn(
  file: FileDownload,
  headers: readonly string[],
): { file: FileDownload; values: Promise<string[]> } {
  const values: string[] = [];
  let header: string | undefined;
  const parser = parse({ bom: true, columns: true, relax_column_count: true, relax_quotes: true });
  parser.on("readable", () => {
    for (let row: Record<string, string> | null; (row = parser.read() as Record<string, string> | null) !== null;) {
      const cells = row;
      header ??= headers.find((h) => h in cells);
      const value = header === undefined ? undefined : cells[header];
      if (value) values.push(unneutralized(value));
    }
  });
  const done = new Promise<string[]>((resolve) => {
    parser.on("end", () => resolve(values));
    parser.on("error", () => resolve(values)); // a file cut short: what was sent
  });
  if (file.content instanceof Uint8Array) {
    parser.end(Buffer.from(file.content));
    return { file, values: done };
  }
  const reader = file.content.getReader();
  const content = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { value, done: finished } = await reader.read();
        if (finished) {
          parser.end();
          controller.close();
          return;
        }
        parser.write(Buffer.from(value));
        controller.enqueue(value);
      } catch (err) {
        parser.end();
        controller.error(err);
      }
    },
    cancel(reason) {
      parser.end();
      return reader.cancel(reason);
    },
  });
  return { file: new FileDownload(content, file.name, file.mime), values: done };
}
