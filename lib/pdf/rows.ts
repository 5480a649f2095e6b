import { rgb } from "pdf-lib";
import { wrapText } from "./text";
import { CONTENT_WIDTH, PAGE, type PageWriter, RULE_COLOR, TEXT_COLOR, type TextStyle } from "./writer";

export const CELL_PADDING = 4;
const HEADER_FILL = rgb(0.92, 0.92, 0.92);

export interface Columns {
  xs: number[];
  widths: number[];
}

/** Splits the content width by relative weights. */
export function columns(weights: number[]): Columns {
  const total = weights.reduce((a, b) => a + b, 0);
  const widths = weights.map((weight) => (CONTENT_WIDTH * weight) / total);
  const xs = widths.map((_, i) => PAGE.margin + widths.slice(0, i).reduce((a, b) => a + b, 0));
  return { xs, widths };
}

interface RowOptions {
  /** Runs after a page break inside the row or before it (e.g. to repeat a table's header). */
  onNewPage?: () => void;
  fill?: boolean;
  ruleBelow?: boolean;
}

/**
 * Cells side by side, each in its own style and wrapped to its column. A row that fits on a page
 * is never split; a taller one continues line by line on the next pages.
 */
export function drawRow(
  w: PageWriter,
  cells: Array<{ text: string; style: TextStyle }>,
  cols: Columns,
  options: RowOptions = {},
): void {
  const wrapped = cells.map(({ text, style }, i) =>
    wrapText(text, style.font, style.size, cols.widths[i]! - 2 * CELL_PADDING),
  );
  const lineHeight = Math.max(...cells.map((c) => c.style.lineHeight));
  const lines = Math.max(1, ...wrapped.map((c) => c.length));
  const breakPage = () => {
    w.newPage();
    options.onNewPage?.();
  };
  const height = lines * lineHeight + 2 * CELL_PADDING;
  if (height > w.remaining) breakPage();
  if (options.fill)
    w.page.drawRectangle({ x: PAGE.margin, y: w.y - height, width: CONTENT_WIDTH, height, color: HEADER_FILL });
  w.gap(CELL_PADDING);
  for (let i = 0; i < lines; i++) {
    if (lineHeight > w.remaining) breakPage();
    wrapped.forEach((cell, c) => {
      const { font, size } = cells[c]!.style;
      if (cell[i])
        w.page.drawText(cell[i]!, { x: cols.xs[c]! + CELL_PADDING, y: w.y - size, size, font, color: TEXT_COLOR });
    });
    w.gap(lineHeight);
  }
  w.gap(CELL_PADDING);
  if (options.ruleBelow) {
    w.page.drawLine({
      start: { x: PAGE.margin, y: w.y },
      end: { x: PAGE.width - PAGE.margin, y: w.y },
      thickness: 0.4,
      color: RULE_COLOR,
    });
  }
}
