import { describe, expect, it } from "vitest";
import { pdfPages, printedVerification } from "@/lib/testing/pdf-text";
import type { PdfDocument } from "./model";
import { renderPdf } from "./render";

const code = "K7QM-3XHP-ABCD-EFGH-JKMN-2345";
const verifyUrl = "https://portal.universidad.es/verificar";
const long =
  "Él pidió una extensión de matrícula: ¿está el año académico cerrado? ¡Sí! Pagó 1.234,56 € con el IBAN del cónyuge, según la cigüeña. ";

const everything: PdfDocument = {
  title: "Solicitud de matrícula de prueba",
  subtitle: "Grado en Ingeniería Informática — curso 2025-2026",
  blocks: [
    { kind: "heading", text: "Datos del alumno" },
    {
      kind: "fields",
      rows: [
        { label: "Nombre", value: "Lucía García Fernández" },
        { label: "Dirección", value: "Calle Núñez de Balboa, 8, 3º izquierda" },
      ],
    },
    {
      kind: "table",
      columns: ["Asignatura", "Créditos", "Convocatoria"],
      widths: [3, 1, 1],
      rows: Array.from({ length: 60 }, (_, i) => [`Álgebra lineal y geometría ${i + 1}`, "6", "Ordinaria"]),
    },
    { kind: "paragraph", text: long.repeat(80) + "FIN-DEL-PÁRRAFO" },
    { kind: "signatures", boxes: ["Firma del alumno", "Firma del secretario", "Sello de la universidad"] },
  ],
};

describe("renderPdf", () => {
  it("renders every element over several pages and a PDF reader finds the texts", async () => {
    const bytes = await renderPdf(everything, { code, verifyUrl, issuedAt: new Date("2026-07-01T08:05:00Z") });
    const pages = await pdfPages(bytes);
    expect(pages.length).toBeGreaterThanOrEqual(4);
    const all = pages.join(" ");
    for (const text of [
      "Universidad",
      "Solicitud de matrícula de prueba",
      "Grado en Ingeniería Informática — curso 2025-2026",
      "Fecha de emisión: 01/07/2026 10:05",
      "Datos del alumno",
      "Lucía García Fernández",
      "Calle Núñez de Balboa, 8, 3º izquierda",
      "Álgebra lineal y geometría 60",
      "¿está el año académico cerrado? ¡Sí! Pagó 1.234,56 € con el IBAN del cónyuge, según la cigüeña.",
      "FIN-DEL-PÁRRAFO",
      "Firma del alumno",
      "Sello de la universidad",
    ]) {
      expect(all).toContain(text);
    }
    pages.forEach((page, i) => {
      expect(page).toContain(`Página ${i + 1} de ${pages.length}`);
      expect(page).toContain(`Puede verificar la autenticidad de este documento en ${verifyUrl} con el código ${code}`);
      expect(printedVerification(page)).toEqual({ url: `${verifyUrl}/${code}`, code });
    });
  });

  it("repeats a table's header on the pages it continues on", async () => {
    const pages = await pdfPages(await renderPdf(everything, { code, verifyUrl }));
    const withRows = pages.filter((p) => p.includes("Álgebra lineal"));
    expect(withRows.length).toBeGreaterThan(1);
    for (const page of withRows) expect(page).toContain("Asignatura Créditos Convocatoria");
  });

  it("takes the university's name from UNIVERSITY_NAME", async () => {
    process.env.UNIVERSITY_NAME = "Universidad de Alcalá";
    try {
      const [first] = await pdfPages(await renderPdf({ title: "T", blocks: [] }, { code, verifyUrl }));
      expect(first).toContain("Universidad de Alcalá");
    } finally {
      delete process.env.UNIVERSITY_NAME;
    }
  });
  it("prints the portal's labels in the language asked for, Spanish by default", async () => {
    const issuedAt = new Date("2026-07-01T08:05:00Z");
    const [english] = await pdfPages(
      await renderPdf({ title: "T", blocks: [] }, { code, verifyUrl, issuedAt, locale: "en" }),
    );
    expect(english).toContain("Date of issue: 01/07/2026 10:05");
    expect(english).toContain("Page 1 of 1");
    expect(english).toContain(`You can verify the authenticity of this document at ${verifyUrl} with the code ${code}`);
    const [catalan] = await pdfPages(
      await renderPdf({ title: "T", blocks: [] }, { code, verifyUrl, issuedAt, locale: "ca" }),
    );
    expect(catalan).toContain("Data d'emissió: 01/07/2026 10:05");
    expect(catalan).toContain("Pàgina 1 de 1");
    expect(catalan).toContain(`Podeu verificar l'autenticitat d'aquest document a ${verifyUrl} amb el codi ${code}`);
  });
});
