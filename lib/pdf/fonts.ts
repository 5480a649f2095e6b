import { readFileSync } from "node:fs";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import type { PDFDocument, PDFFont } from "pdf-lib";
import { projectRoot } from "@/db/project-root";

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

let files: { regular: Uint8Array; bold: Uint8Array } | undefined;

// DejaVu Sans covers every Spanish letter and sign (á é í ó ú ñ ü ¿ ¡ €, º ª) and far beyond.
function fontFiles() {
  const dir = path.join(projectRoot(), "node_modules", "dejavu-fonts-ttf", "ttf");
  files ??= {
    regular: readFileSync(path.join(dir, "DejaVuSans.ttf")),
    bold: readFileSync(path.join(dir, "DejaVuSans-Bold.ttf")),
  };
  return files;
}

// Parsing a 750 kB font takes longer than laying out a whole document: parse each face once per
// process (fontkit's font objects are read-only; each document makes its own subset).
type Fontkit = Parameters<PDFDocument["registerFontkit"]>[0];
const parsed = new Map<Uint8Array, ReturnType<Fontkit["create"]>>();
const cachingFontkit: Fontkit = {
  create(buffer, postscriptName) {
    let font = parsed.get(buffer);
    if (!font) parsed.set(buffer, (font = fontkit.create(buffer, postscriptName)));
    return font;
  },
};

/** Embeds the two faces, subset to the glyphs the document uses. */
export async function embedFonts(pdf: PDFDocument): Promise<Fonts> {
  pdf.registerFontkit(cachingFontkit);
  const { regular, bold } = fontFiles();
  return {
    regular: await pdf.embedFont(regular, { subset: true }),
    bold: await pdf.embedFont(bold, { subset: true }),
  };
}
