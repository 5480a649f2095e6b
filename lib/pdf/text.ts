import type { PDFFont } from "pdf-lib";

/**
 * Composed accents (a letter and its accent in one character, as the font maps them); characters the
 * font cannot draw (controls, tabs) become spaces. Line breaks stay: they split paragraphs.
 */
export function cleanText(text: string): string {
  return text.normalize("NFC").replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g, " ");
}

// Measuring runs the font's shaping tables, the costliest step of a render: measure each word once
// per font (at size 1) and add the widths up; kerning across a space is negligible for wrapping.
const measured = new WeakMap<PDFFont, Map<string, number>>();

function unitWidth(font: PDFFont, text: string): number {
  let cache = measured.get(font);
  if (!cache) measured.set(font, (cache = new Map()));
  let width = cache.get(text);
  if (width === undefined) cache.set(text, (width = font.widthOfTextAtSize(text, 1)));
  return width;
}

function splitLongWord(word: string, font: PDFFont, size: number, width: number): string[] {
  const parts: string[] = [];
  let current = "";
  for (const ch of word) {
    if (current && font.widthOfTextAtSize(current + ch, size) > width) {
      parts.push(current);
      current = ch;
    } else current += ch;
  }
  return current ? [...parts, current] : parts;
}

/** Word-wraps `text` to `width` points; explicit line breaks are kept, over-long words are cut. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const space = unitWidth(font, " ") * size;
  const lines: string[] = [];
  for (const paragraph of cleanText(text).split(/\r?\n/)) {
    let line: string[] = [];
    let lineWidth = 0;
    for (const word of paragraph.split(/ +/).filter(Boolean)) {
      const wordWidth = unitWidth(font, word) * size;
      if (line.length === 0 ? wordWidth <= width : lineWidth + space + wordWidth <= width) {
        lineWidth += (line.length ? space : 0) + wordWidth;
        line.push(word);
        continue;
      }
      if (line.length) lines.push(line.join(" "));
      if (wordWidth <= width) {
        line = [word];
        lineWidth = wordWidth;
        continue;
      }
      const pieces = splitLongWord(word, font, size, width);
      const last = pieces.pop() ?? "";
      lines.push(...pieces);
      line = [last];
      lineWidth = unitWidth(font, last) * size;
    }
    lines.push(line.join(" "));
  }
  return lines;
}
