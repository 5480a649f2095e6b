import type { PDFPage } from "pdf-lib";
import { formatDateTime } from "@/lib/dates";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translate";
import type { Fonts } from "./fonts";
import type { PdfDocument } from "./model";
import { drawQrCode } from "./qr";
import { wrapText } from "./text";
import { CONTENT_WIDTH, PAGE, RULE_COLOR, TEXT_COLOR } from "./writer";

export interface Verification {
  code: string;
  /** `{PUBLIC_URL}/verificar`; the QR code points at `{verifyUrl}/{code}`. */
  verifyUrl: string;
}

const QR_SIZE = 62;
const FOOTER_Y = 36;

/** The verification line printed on every page, as the issue words it, in `locale` (Spanish by default). */
export const verificationLine = ({ code, verifyUrl }: Verification, locale: Locale = "es") =>
  translator(locale, "validation")("pdf.verify", { url: verifyUrl, code });

function rule(page: PDFPage, y: number): void {
  page.drawLine({
    start: { x: PAGE.margin, y },
    end: { x: PAGE.width - PAGE.margin, y },
    thickness: 0.5,
    color: RULE_COLOR,
  });
}

/**
 * The first page opens with the university, the title, the subtitle and the issue date; later pages
 * repeat the university and the title in small type. Returns where the content starts.
 */
export function drawHeader(
  page: PDFPage,
  index: number,
  doc: PdfDocument,
  university: string,
  issuedAt: Date,
  fonts: Fonts,
  locale: Locale = "es",
): number {
  let y = PAGE.height - PAGE.margin;
  const put = (text: string, font = fonts.regular, size = 10, gapAfter = 4) => {
    for (const line of wrapText(text, font, size, CONTENT_WIDTH)) {
      y -= size;
      page.drawText(line, { x: PAGE.margin, y, size, font, color: TEXT_COLOR });
      y -= gapAfter;
    }
  };
  if (index > 0) {
    put(`${university} · ${doc.title}`, fonts.regular, 8);
    rule(page, y);
    return y - 14;
  }
  put(university, fonts.bold, 12, 10);
  put(doc.title, fonts.bold, 16, 6);
  if (doc.subtitle) put(doc.subtitle, fonts.regular, 11, 4);
  put(
    translator(locale, "validation")("pdf.issuedAt", { date: formatDateTime(issuedAt, locale) }),
    fonts.regular,
    9,
    6,
  );
  rule(page, y);
  return y - 16;
}

/** QR code, verification line and 'Página n de m' at the foot of every page. */
export function drawFooter(
  page: PDFPage,
  index: number,
  total: number,
  verification: Verification,
  fonts: Fonts,
  locale: Locale = "es",
): void {
  drawQrCode(page, `${verification.verifyUrl}/${verification.code}`, PAGE.margin, FOOTER_Y, QR_SIZE);
  const x = PAGE.margin + QR_SIZE + 12;
  const lines = wrapText(verificationLine(verification, locale), fonts.regular, 8, PAGE.width - PAGE.margin - x);
  let y = FOOTER_Y + QR_SIZE - 10;
  for (const line of lines) {
    page.drawText(line, { x, y, size: 8, font: fonts.regular, color: TEXT_COLOR });
    y -= 11;
  }
  const pageLabel = translator(locale, "validation")("pdf.page", { page: index + 1, total });
  const width = fonts.regular.widthOfTextAtSize(pageLabel, 8);
  page.drawText(pageLabel, {
    x: PAGE.width - PAGE.margin - width,
    y: FOOTER_Y,
    size: 8,
    font: fonts.regular,
    color: TEXT_COLOR,
  });
  rule(page, FOOTER_Y + QR_SIZE + 8);
}
