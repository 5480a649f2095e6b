import {
  fill,
  type PDFOperator,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  setFillingRgbColor,
} from "pdf-lib";
import QRCode from "qrcode";

/**
 * Draws `text` as a vector QR code (error correction M, quiet zone of 2 modules) with its lower-left
 * corner at x, y: one path of rectangles, one per horizontal run of dark modules, filled once.
 */
export function drawQrCode(page: PDFPage, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const cell = size / (modules.size + 4);
  page.drawRectangle({ x, y, width: size, height: size, color: rgb(1, 1, 1) });
  const ops: PDFOperator[] = [pushGraphicsState(), setFillingRgbColor(0, 0, 0)];
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size;) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      ops.push(rectangle(x + (start + 2) * cell, y + size - (row + 3) * cell, (col - start) * cell, cell));
    }
  }
  page.pushOperators(...ops, fill(), popGraphicsState());
}
