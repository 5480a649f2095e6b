type Cell = string | number | boolean | null | undefined;

const quote = (cell: Cell) => {
  const text = cell === null || cell === undefined ? "" : String(cell);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** A CSV text with a header row, quoting cells that need it; for generated files (tests, benchmark). */
export const toCsv = (columns: readonly string[], rows: readonly (readonly Cell[])[]) =>
  [columns, ...rows].map((row) => row.map(quote).join(",")).join("\n") + "\n";
