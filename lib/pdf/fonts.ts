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
// pdf-lib only reads the glyphs of a layout (never its positions), and full OpenType shaping costs
// about 2 ms a line; plain character-to-glyph mapping draws the same Latin text, without ligatures
// that would hide letters from text search.
type Fontkit = Parameters<PDFDocument["registerFontkit"]>[0];
type Font = ReturnType<Fontkit["create"]>;
const parsed = new Map<Uint8Array, Font>();
const cachingFontkit: Fontkit = {
  create(buffer, postscriptName) {
    let font = parsed.get(buffer);
    if (!font) {
      const original = fontkit.create(buffer, postscriptName);
      font = Object.assign(Object.create(original) as Font, {
        layout: (text: string) => ({ glyphs: original.glyphsForString(text) }) as ReturnType<Font["layout"]>,
      });
      parsed.set(buffer, font);
    }
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
