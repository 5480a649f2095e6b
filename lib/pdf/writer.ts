import { type PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";
import type { Fonts } from "./fonts";

export const PAGE = { width: 595.28, height: 841.89, margin: 50 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** Everything below this line belongs to the footer (QR code and verification line). */
export const CONTENT_BOTTOM = 112;
export const TEXT_COLOR = rgb(0.1, 0.1, 0.1);
export const RULE_COLOR = rgb(0.6, 0.6, 0.6);

export interface TextStyle {
  font: PDFFont;
  size: number;
  lineHeight: number;
}

/** A cursor over the document's pages: adds a page (with its running header) when the next thing does not fit. */
export class PageWriter {
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  y = 0;
  private top = 0;

  constructor(
    private readonly pdf: PDFDocument,
    readonly fonts: Fonts,
    /** Draws the page's header and returns the y where content starts. */
    private readonly header: (page: PDFPage, index: number) => number,
  ) {
    this.newPage();
  }

  newPage(): void {
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    this.y = this.top = this.header(this.page, this.pages.length - 1);
  }

  /** Room left on this page above the footer. */
  get remaining(): number {
    return this.y - CONTENT_BOTTOM;
  }

  /** Starts a new page unless `height` fits on this one (or this page is still empty: taller things just start here). */
  ensure(height: number): void {
    if (height > this.remaining && this.y < this.top) this.newPage();
  }

  /** Draws one line of text at `x` on the current line and moves down by the style's line height. */
  line(text: string, style: TextStyle, x = PAGE.margin): void {
    this.ensure(style.lineHeight);
    this.page.drawText(text, { x, y: this.y - style.size, size: style.size, font: style.font, color: TEXT_COLOR });
    this.y -= style.lineHeight;
  }

  gap(points: number): void {
    this.y -= points;
  }
}
