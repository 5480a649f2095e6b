import { describe, expect, it } from "vitest";
import { acceptedTypesText, fileRefusal, filesRefusal } from "./file-checks";
import { sayIn } from "./say-in";

const MB = 1024 * 1024;
const es = sayIn("es");
const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe("fileRefusal", () => {
  const cases: [string, ReturnType<typeof file>, { accept?: string; maxBytes: number }, string | undefined][] = [
    ["a PDF by its extension", file("acta.PDF", ""), { accept: ".pdf", maxBytes: MB }, undefined],
    ["a PDF by its type", file("acta", "application/pdf"), { accept: "application/pdf", maxBytes: MB }, undefined],
    ["an image by a wildcard", file("foto.heic", "image/heic"), { accept: "image/*", maxBytes: MB }, undefined],
    ["anything without accept", file("x.exe", "application/x-msdownload"), { maxBytes: MB }, undefined],
    [
      "an executable where PDF and CSV go",
      file("programa.exe", "application/x-msdownload"),
      { accept: "application/pdf,.pdf,.csv", maxBytes: MB },
      "Tipo de archivo no permitido. Se aceptan: PDF, CSV",
    ],
    [
      "a file over the limit",
      file("grande.pdf", "application/pdf", 11 * MB),
      { accept: ".pdf", maxBytes: 10 * MB },
      "El archivo supera el tamaño máximo de 10 MB",
    ],
    [
      "a file of the wrong type and too large: its type first",
      file("grande.zip", "application/zip", 3 * MB),
      { accept: ".pdf", maxBytes: 2 * MB },
      "Tipo de archivo no permitido. Se aceptan: PDF",
    ],
    ["a file of exactly the limit", file("justo.pdf", "", 2 * MB), { accept: ".pdf", maxBytes: 2 * MB }, undefined],
    [
      "half a megabyte as a decimal",
      file("x.csv", "text/csv", MB),
      { accept: ".csv", maxBytes: 0.5 * MB },
      "El archivo supera el tamaño máximo de 0,5 MB",
    ],
  ];
  it.each(cases)("%s", (_, chosen, limits, expected) => {
    expect(fileRefusal(chosen, limits, es)).toBe(expected);
  });
});

describe("acceptedTypesText", () => {
  it("names each type once, by its extension or its subtype", () => {
    expect(acceptedTypesText(".csv,text/csv")).toBe("CSV");
    expect(acceptedTypesText("application/pdf,.pdf,.jpg, .JPEG")).toBe("PDF, JPG, JPEG");
  });
});

describe("filesRefusal", () => {
  const limits = { accept: ".pdf,.txt", maxBytes: 2 * MB };
  it("takes files of the types named whose total is within the limit", () => {
    expect(filesRefusal([file("a.pdf", "", MB), file("b.txt", "", MB)], limits, es)).toBeUndefined();
  });
  it("refuses the sending for one file of another type", () => {
    expect(filesRefusal([file("a.pdf", ""), file("b.exe", "")], limits, es)).toBe(
      "Tipo de archivo no permitido. Se aceptan: PDF, TXT",
    );
  });
  it("refuses files whose total is over the limit, though each is within it", () => {
    expect(filesRefusal([file("a.pdf", "", 1.5 * MB), file("b.pdf", "", 1.5 * MB)], limits, es)).toBe(
      "Los archivos superan en total el tamaño máximo de 2 MB por envío",
    );
  });
  it("speaks of one file as the single picker does", () => {
    expect(filesRefusal([file("a.pdf", "", 3 * MB)], limits, es)).toBe("El archivo supera el tamaño máximo de 2 MB");
  });
});
