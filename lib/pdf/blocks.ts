import type { PdfBlock } from "./model";
import { drawQrCode } from "./qr";
import { CELL_PADDING, columns, drawRow } from "./rows";
import { wrapText } from "./text";
import { CONTENT_WIDTH, PAGE, type PageWriter, RULE_COLOR, TEXT_COLOR } from "./writer";

function drawSignatures(w: PageWriter, boxes: string[]): void {
  const perRow = Math.min(3, boxes.length);
  const gap = 16;
  const width = (CONTENT_WIDTH - gap * (perRow - 1)) / perRow;
  const height = 90;
  const style = { font: w.fonts.regular, size: 9, lineHeight: 12 };
  for (let start = 0; start < boxes.length; start += perRow) {
    w.ensure(height + 8);
    boxes.slice(start, start + perRow).forEach((label, i) => {
      const x = PAGE.margin + i * (width + gap);
      w.page.drawRectangle({ x, y: w.y - height, width, height, borderColor: RULE_COLOR, borderWidth: 0.8 });
      wrapText(label, style.font, style.size, width - 2 * CELL_PADDING).forEach((line, n) => {
        w.page.drawText(line, {
          x: x + CELL_PADDING,
          y: w.y - 12 - n * style.lineHeight,
          size: style.size,
          font: style.font,
          color: TEXT_COLOR,
        });
      });
    });
    w.gap(height + 8);
  }
}

/** Draws one block at the writer's position, moving on to new pages as needed. */
export function drawBlock(w: PageWriter, block: PdfBlock): void {
  const regular = { font: w.fonts.regular, size: 10, lineHeight: 13.5 };
  const bold = { ...regular, font: w.fonts.bold };
  switch (block.kind) {
    case "heading": {
      const style = { font: w.fonts.bold, size: 13, lineHeight: 17 };
      const lines = wrapText(block.text, style.font, style.size, CONTENT_WIDTH);
      w.gap(6);
      // A heading stays with at least two lines of what follows it.
      w.ensure(lines.length * style.lineHeight + 2 * regular.lineHeight);
      for (const line of lines) w.line(line, style);
      w.gap(4);
      return;
    }
    case "paragraph":
      for (const line of wrapText(block.text, regular.font, regular.size, CONTENT_WIDTH)) w.line(line, regular);
      w.gap(8);
      return;
    case "fields": {
      const cols = columns([1, 2]);
      for (const row of block.rows)
        drawRow(
          w,
          [
            { text: row.label, style: bold },
            { text: row.value, style: regular },
          ],
          cols,
        );
      w.gap(8);
      return;
    }
    case "table": {
      const cols = columns(block.widths?.length === block.columns.length ? block.widths : block.columns.map(() => 1));
      const header = () =>
        drawRow(
          w,
          block.columns.map((text) => ({ text, style: bold })),
          cols,
          { fill: true, ruleBelow: true },
        );
      header();
      for (const row of block.rows) {
        drawRow(
          w,
          block.columns.map((_, i) => ({ text: row[i] ?? "", style: regular })),
          cols,
          { onNewPage: header, ruleBelow: true },
        );
      }
      w.gap(10);
      return;
    }
    case "signatures":
      w.gap(6);
      drawSignatures(w, block.boxes);
      return;
    case "qr": {
      const size = 160;
      w.ensure(size + 24);
      drawQrCode(w.page, block.text, PAGE.margin + (CONTENT_WIDTH - size) / 2, w.y - size, size);
      w.gap(size + 6);
      if (block.caption)
        for (const line of wrapText(block.caption, regular.font, 9, CONTENT_WIDTH))
          w.line(line, { ...regular, size: 9 });
      w.gap(8);
      return;
    }
  }
}
