import { describe, expect, it } from "vitest";
import type { PdfBlock } from "@/lib/pdf/model";
import { mandateReference } from "../debtors/mandate";
import { requestPdf, type RequestPdfInput } from "./pdf";
import type { EnrollmentRequestRow } from "./schemas";

const request: EnrollmentRequestRow = {
  id: 42,
  enrollmentType: "R",
  enrollmentTermId: 1,
  enrollmentTerm: { name: "Automatrícula 2026-2027" },
  created: "2026-07-01T08:30:00.000Z",
  userExternalId: "demo-alumno",
  userName: "Lucía García",
  userGivenName: "Lucía",
  userFamilyName: "García",
  userDni: "12345678Z",
  gradeName: "Grado en Historia",
  isProcessed: false,
  filesPending: false,
  timeOption: "FULL_TIME",
  grade: "GHIS",
  termId: "2026-2027",
  courses: ["HIS-101", "HIS-102"],
  courseDetails: [
    { courseId: "HIS-101", courseName: "Historia Antigua", credits: 6 },
    { courseId: "HIS-102", courseName: "Historia del Arte", credits: 4.5 },
  ],
  generalDiscountOption: "DISCOUNT_FNCG",
  minusDiscountOption: "NO_MINUS",
  synchronousDiscountOption: "NO_SYNCHRONOUS",
  discountMH: true,
  discountUcav: false,
  discountConv: true,
  discountConvText: "Convenio Ayuntamiento",
  discountOther: false,
  discountOtherText: "",
  insuranceOption: "INSURANCE_LESS_28",
  paymentOption: "THREE_TERMS",
  debtDocType: "ES",
  debtOption: "INDIVIDUAL",
  debtDNI: "12345678Z",
  debtName: "LUCÍA GARCÍA NÚÑEZ",
  debtAddress: "CALLE MAYOR 1",
  debtCity: "ÁVILA",
  debtZipCode: "05001",
  debtState: "ÁVILA",
  debtCountry: "ESPAÑA",
  debtIBAN: "ES9121000418450200051332",
  debtBIC: "CAIXESBBXXX",
  imageAuthorization: false,
  dataSAPI: true,
  files: ["dni.pdf"],
};

const input = (change: Partial<EnrollmentRequestRow> = {}): RequestPdfInput => ({
  request: { ...request, ...change },
  student: null,
  degreeName: "Grado en Historia",
  academicTermName: "Curso 2026-2027",
  creditor: { id: "ES48ZZZQ0000000J", name: "Universidad de Prueba" },
});

const texts = (blocks: PdfBlock[]) =>
  blocks.flatMap((b) => {
    switch (b.kind) {
      case "heading":
      case "paragraph":
        return [b.text];
      case "fields":
        return b.rows.map((r) => `${r.label}: ${r.value}`);
      case "table":
        return b.rows.map((r) => r.join(" | "));
      case "signatures":
        return b.boxes;
      case "qr":
        return [b.caption ?? ""];
    }
  });

describe("requestPdf", () => {
  it("gives the courses with their credits and the total", () => {
    const lines = texts(requestPdf(input(), "es").blocks);
    expect(lines).toEqual(
      expect.arrayContaining([
        "HIS-101 | Historia Antigua | 6",
        "HIS-102 | Historia del Arte | 4,5",
        " | Total de créditos | 10,5",
      ]),
    );
  });

  it("puts the SEPA Core mandate with reference, creditor, debtor, wording and signature boxes for direct debits", () => {
    for (const paymentOption of ["FULL_DOM", "THREE_TERMS"] as const) {
      const lines = texts(requestPdf(input({ paymentOption }), "es").blocks);
      expect(lines).toEqual(
        expect.arrayContaining([
          "Orden de domiciliación de adeudo directo SEPA (SEPA Core)",
          "Referencia de la orden de domiciliación: MAT-0000000042",
          "Identificador del acreedor: ES48ZZZQ0000000J",
          "Nombre del deudor: LUCÍA GARCÍA NÚÑEZ",
          "Dirección del deudor: CALLE MAYOR 1, 05001 ÁVILA, ÁVILA, ESPAÑA",
          "IBAN del deudor: ES91 2100 0418 4502 0005 1332",
          "BIC del deudor: CAIXESBBXXX",
          "Mediante la firma de esta orden de domiciliación, el deudor autoriza (A) al acreedor a enviar instrucciones a la entidad del deudor " +
            "para adeudar su cuenta y (B) a la entidad para efectuar los adeudos en su cuenta siguiendo las instrucciones del acreedor. Como parte " +
            "de sus derechos, el deudor está legitimado al reembolso por su entidad en los términos y condiciones del contrato suscrito con la misma. " +
            "La solicitud de reembolso deberá efectuarse dentro de las ocho semanas que siguen a la fecha de adeudo en cuenta. Puede obtener " +
            "información adicional sobre sus derechos en su entidad financiera.",
          "Lugar de la firma",
          "Fecha",
          "Firma del deudor",
        ]),
      );
      expect(lines).toContain(`Tipo de pago: ${paymentOption === "FULL_DOM" ? "Pago único" : "Pago recurrente"}`);
    }
  });

  it("has no mandate when nothing is debited: financed, international and extensions", () => {
    const noDebtor = { debtOption: null, debtDocType: null, debtIBAN: "", debtBIC: "" } as const;
    for (const change of [
      { paymentOption: "FINANCED", ...noDebtor },
      { paymentOption: "FULL_INTERNATIONAL", ...noDebtor },
      { enrollmentType: "A", paymentOption: "FULL", ...noDebtor },
    ] as const) {
      const doc = requestPdf(input(change), "es");
      expect(texts(doc.blocks).join("\n")).not.toContain("SEPA");
    }
    expect(requestPdf(input({ enrollmentType: "A" }), "es").title).toBe("Solicitud de extensión de matrícula");
  });

  it("gives every request its own mandate reference", () => {
    const refs = new Set(
      [1, 2, 42, 420, 4200].flatMap((id) => [
        mandateReference({ id, enrollmentType: "R" }),
        mandateReference({ id, enrollmentType: "A" }),
      ]),
    );
    expect(refs.size).toBe(10);
    expect(mandateReference({ id: 2_000_000_000, enrollmentType: "R" }).length).toBeLessThanOrEqual(35);
  });

  it("writes the options and consents in Spanish", () => {
    const lines = texts(requestPdf(input(), "es").blocks);
    expect(lines).toEqual(
      expect.arrayContaining([
        "Dedicación al estudio: Tiempo completo",
        "Descuento general: Familia numerosa de categoría general",
        "Convenio: Sí: Convenio Ayuntamiento",
        "Seguro escolar: Seguro escolar (menores de 28 años)",
        "Derechos de imagen: No autoriza el uso de su imagen",
        "Cesión de datos personales: Autoriza la cesión",
        "Condiciones de pago: Pago en 3 plazos sin coste",
        "Titulación: Grado en Historia",
      ]),
    );
  });
});
