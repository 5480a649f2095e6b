import { describe, expect, it } from "vitest";
import { decodeDataUrl } from "./data-url";
import { contentDisposition, sanitizeFileName } from "./file-name";

describe("file names", () => {
  it.each([
    ["../../etc/passwd", "passwd"],
    ["C:\\Users\\ana\\Expediente García.pdf", "Expediente García.pdf"],
    ['ma"l\r\nicioso.pdf', "malicioso.pdf"],
    ["...", "archivo"],
  ])("sanitizes %j", (input, expected) => expect(sanitizeFileName(input)).toBe(expected));

  it("keeps the UTF-8 name and an ASCII fallback in Content-Disposition", () => {
    expect(contentDisposition("Justificante niño.pdf")).toBe(
      `attachment; filename="Justificante nino.pdf"; filename*=UTF-8''Justificante%20ni%C3%B1o.pdf`,
    );
  });
});

describe("data URLs", () => {
  it("decodes base64", () => {
    expect(decodeDataUrl("data:application/pdf;base64,JVBERi0=").toString()).toBe("%PDF-");
  });

  it.each(["JVBERi0=", "data:application/pdf;base64,%%%", "data:;base64,A"])("refuses %j", (value) => {
    expect(() => decodeDataUrl(value)).toThrow("El archivo no es un data URL válido");
  });
});
