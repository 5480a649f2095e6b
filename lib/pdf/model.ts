/** The portal's document model: pure data, rendered by `renderPdf` / issued by `issuePdf`. */
export type PdfBlock =
  | { kind: "heading"; text: string }
  | { kind: "fields"; rows: Array<{ label: string; value: string }> }
  /** `widths` are relative column weights (e.g. `[3, 1, 1]`); equal columns when omitted. */
  | { kind: "table"; columns: string[]; rows: string[][]; widths?: number[] }
  | { kind: "paragraph"; text: string }
  | { kind: "signatures"; boxes: string[] }
  /** A QR code of `text` (e.g. a booking code to scan at a door), centred, with an optional caption below. */
  | { kind: "qr"; text: string; caption?: string };

export interface PdfDocument {
  title: string;
  subtitle?: string;
  blocks: PdfBlock[];
}

/** A heading and its label/value rows: the shape of most sections of the portal's documents. */
export const section = (heading: string, rows: Array<[label: string, value: string]>): PdfBlock[] => [
  { kind: "heading", text: heading },
  { kind: "fields", rows: rows.map(([label, value]) => ({ label, value })) },
];
