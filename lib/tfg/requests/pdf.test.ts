import { describe, expect, it } from "vitest";
import { translator } from "@/lib/i18n/translate";
import { requestPdfDocument, requestPdfName } from "./pdf";
import type { RequestRow } from "./schemas";

const row: RequestRow = {
  id: 7,
  userId: "a1",
  userName: "Lucía García",
  userGivenName: "Lucía",
  userFamilyName: "García",
  dni: "12345678Z",
  email: "lucia@uni.es",
  degreeId: "g1",
  degreeName: "Grado en Historia",
  termId: 1,
  academicYearId: 1,
  priority: 2,
  areaId: 3,
  areaName: "Historia moderna",
  instructorId: "p1",
  instructorName: "Ana Ruiz",
  created: "2026-03-01T10:00:00.000Z",
  status: "ACCEPTED",
  provisionalTitle: null,
  rejectReason: null,
  version: 2,
};

describe("request PDF document", () => {
  it("names the student, degree, call, area, director, preference and status", () => {
    const t = translator("es", "tfg");
    const doc = requestPdfDocument(row, { termName: "Convocatoria ordinaria", academicYearName: "2025-2026" }, t, "es");
    expect(doc.subtitle).toBe("Curso académico 2025-2026");
    const fields = doc.blocks.flatMap((b) => (b.kind === "fields" ? b.rows : []));
    expect(Object.fromEntries(fields.map((f) => [f.label, f.value]))).toMatchObject({
      Nombre: "Lucía García",
      Titulación: "Grado en Historia",
      Convocatoria: "Convocatoria ordinaria",
      "Área temática": "Historia moderna",
      Director: "Ana Ruiz",
      "Título provisional": "—",
      Preferencia: "Opción B",
      "Fecha de solicitud": "01/03/2026 11:00",
      Estado: "Aceptada",
    });
    expect(requestPdfName(row, t)).toBe("Solicitud TFG 7 - Lucía García.pdf");
  });
});
