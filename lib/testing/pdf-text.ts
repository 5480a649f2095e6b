import { PDFParse } from "pdf-parse";

/** The text of each page of a PDF, as a PDF reader extracts it (whitespace runs collapsed to one space). */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const { pages } = await parser.getText();
    return pages.map((page) => page.text.replace(/\s+/g, " ").trim());
  } finally {
    await parser.destroy();
  }
}

/** The printed verification URL and code of a document the portal issued. */
export function printedVerification(text: string): { url: string; code: string } | null {
  const match = /en (\S+\/verificar) con el código ([A-Z0-9]{4}(?:-[A-Z0-9]{4})+)/.exec(text);
  return match ? { url: `${match[1]}/${match[2]}`, code: match[2]! } : null;
}

/** The whole text of a PDF download. */
export async function responsePdfText(res: Response): Promise<string> {
  return (await pdfPages(new Uint8Array(await res.arrayBuffer()))).join(" ");
}
