import type { PDFFont } from "pdf-lib";

/** Characters the font cannot draw (controls, tabs) become spaces; line breaks split paragraphs. */
export function cleanText(text: string): string {
  return text.replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g, " ");
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
  const lines: string[] = [];
  for (const paragraph of cleanText(text).split(/\r?\n/)) {
    let line = "";
    for (const word of paragraph.split(/ +/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      const pieces = splitLongWord(word, font, size, width);
      line = pieces.pop() ?? "";
      lines.push(...pieces);
    }
    lines.push(line);
  }
  return lines;
}
