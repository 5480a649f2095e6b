import { PDFDocument } from "pdf-lib";
import type { Locale } from "@/lib/i18n/locales";
import { drawBlock } from "./blocks";
import { universityName } from "./config";
import { embedFonts } from "./fonts";
import { drawFooter, drawHeader, type Verification } from "./frame";
import type { PdfDocument } from "./model";
import { PageWriter } from "./writer";

export interface RenderOptions extends Verification {
  /** Printed as 'Fecha de emisión' (in the portal's time zone); now by default. */
  issuedAt?: Date;
  /** The language of the labels the portal prints (issue date, verification line, page numbers); Spanish by default. */
  locale?: Locale;
}

/**
 * Lays out `doc` on A4 pages: the university's name, title, subtitle and issue date, the blocks,
 * and on every page the QR code of `{verifyUrl}/{code}`, the verification line and 'Página n de m'.
 * Pure: no database; `issuePdf` is what gives a document its code.
 */
export async function renderPdf(doc: PdfDocument, options: RenderOptions): Promise<Uint8Array> {
  const issuedAt = options.issuedAt ?? new Date();
  const locale = options.locale ?? "es";
  const pdf = await PDFDocument.create();
  const fonts = await embedFonts(pdf);
  const university = universityName();
  pdf.setTitle(doc.title);
  pdf.setAuthor(university);
  pdf.setCreator("Portal de servicios");
  pdf.setProducer("Portal de servicios");
  pdf.setCreationDate(issuedAt);
  pdf.setModificationDate(issuedAt);

  const writer = new PageWriter(pdf, fonts, (page, index) =>
    drawHeader(page, index, doc, university, issuedAt, fonts, locale),
  );
  for (const block of doc.blocks) drawBlock(writer, block);
  writer.pages.forEach((page, index) => drawFooter(page, index, writer.pages.length, options, fonts, locale));
  return pdf.save();
}
