import { type PDFPage, rgb } from "pdf-lib";
import QRCode from "qrcode";

/** Draws `text` as a vector QR code (error correction M, quiet zone of 2 modules) with its lower-left corner at x, y. */
export function drawQrCode(page: PDFPage, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const count = modules.size + 4;
  const cell = size / count;
  page.drawRectangle({ x, y, width: size, height: size, color: rgb(1, 1, 1) });
  for (let row = 0; row < modules.size; row++) {
    // One rectangle per horizontal run of dark modules keeps the content stream small.
    for (let col = 0; col < modules.size; ) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      page.drawRectangle({
        x: x + (start + 2) * cell,
        y: y + size - (row + 3) * cell,
        width: (col - start) * cell,
        height: cell,
        color: rgb(0, 0, 0),
      });
    }
  }
}
