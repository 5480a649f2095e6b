import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as extendedPdf } from "@/app/enrollments-api/extended/[id]/pdf/route";
import { GET as requestPdf } from "@/app/enrollments-api/requests/[id]/pdf/route";
import { POST as submit } from "@/app/enrollments-api/requests/route";
import { GET as verify } from "@/app/verification-api/documents/[code]/route";
import { getDb } from "@/lib/database";
import { issuedDocuments, users } from "@/db/schema";
import { call } from "@/lib/testing/fixtures";
import { pdfPages, printedVerification } from "@/lib/testing/pdf-text";
import {
  clearPendingRequests,
  enrollmentWorld,
  extensionRequest,
  fullRequest,
  type EnrollmentWorld,
} from "@/lib/testing/enrollments";

let w: EnrollmentWorld;
beforeAll(async () => {
  w = await enrollmentWorld();
});
beforeEach(() => clearPendingRequests(w));

const textOf = async (res: { res: Response }) =>
  (await pdfPages(new Uint8Array(await res.res.arrayBuffer()))).join(" ");

describe("request PDF", () => {
  it("prints every field, the courses with the total, and the SEPA mandate for a direct debit", async () => {
    process.env.SEPA_CREDITOR_ID = "ES48ZZZQ0000000J";
    const { id } = (await call("POST", submit, { as: w.student, json: fullRequest(w) })).data;
    const res = await call("GET", requestPdf, { as: w.student, params: { id: String(id) } });
    expect(res.status).toBe(200);
    expect(res.res.headers.get("content-type")).toBe("application/pdf");
    expect(res.res.headers.get("content-disposition")).toContain(`filename="solicitud-matricula-${id}.pdf"`);
    const text = await textOf(res);
    for (const expected of [
      "Solicitud de matrícula",
      "Lucía",
      "García Núñez",
      w.termR.name,
      "Grado en Historia",
      "Curso 2026-2027",
      "Tiempo completo",
      "Historia Antigua",
      "Historia del Arte",
      "Total de créditos",
      "10,5",
      "Familia numerosa de categoría general",
      "Convenio Ayuntamiento",
      "Pago único domiciliado",
      "Orden de domiciliación de adeudo directo SEPA",
      `MAT-${String(id).padStart(10, "0")}`,
      "ES48ZZZQ0000000J",
      "LUCÍA GARCÍA NÚÑEZ",
      "CALLE MAYOR 1, 05001 ÁVILA",
      "ES91 2100 0418 4502 0005 1332",
      "CAIXESBBXXX",
      "Lugar de la firma",
      "Firma del deudor",
      "Firma del alumno",
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).toContain("Mediante la firma de esta orden de domiciliación, el deudor autoriza (A) al acre");
    expect(text).toContain("ocho semanas que siguen a la fecha de adeudo en cuenta");
  });

  it("prints an extension without a mandate, under its own path only", async () => {
    const { id } = (await call("POST", submit, { as: w.student, json: extensionRequest(w) })).data;
    const res = await call("GET", extendedPdf, { as: w.admin, params: { id: String(id) } });
    expect(res.status).toBe(200);
    const text = await textOf(res);
    expect(text).toContain("Solicitud de extensión de matrícula");
    expect(text).toContain("Historia del Arte");
    expect(text).not.toContain("SEPA");
    expect((await call("GET", requestPdf, { as: w.admin, params: { id: String(id) } })).status).toBe(404);
  });

  it("is the owner's and staff's only", async () => {
    const { id } = (await call("POST", submit, { as: w.student, json: fullRequest(w, { paymentOption: "FINANCED" }) }))
      .data;
    expect((await call("GET", requestPdf, { as: w.other, params: { id: String(id) } })).status).toBe(404);
    expect((await call("GET", requestPdf, { as: w.secretary, params: { id: String(id) } })).status).toBe(200);
  });

  it("is issued once however often it is downloaded; a changed request gets a new code and the old one says it was superseded", async () => {
    const { id } = (await call("POST", submit, { as: w.student, json: fullRequest(w) })).data;
    const download = async () => {
      const res = await call("GET", requestPdf, { as: w.student, params: { id: String(id) } });
      expect(res.status).toBe(200);
      return Buffer.from(await res.res.arrayBuffer());
    };
    const db = await getDb();
    const issuedRows = () =>
      db
        .select({ code: issuedDocuments.code })
        .from(issuedDocuments)
        .where(and(eq(issuedDocuments.ownerUserId, w.student.id), eq(issuedDocuments.kind, "Solicitud de matrícula")));
    const before = (await issuedRows()).length;
    const downloads = await Promise.all(Array.from({ length: 50 }, download));
    expect(new Set(downloads.map((bytes) => bytes.toString("base64"))).size).toBe(1);
    expect(await issuedRows()).toHaveLength(before + 1);
    const { code: first } = printedVerification((await pdfPages(downloads[0]!))[0]!)!;

    await db.update(users).set({ address: "Plaza de Santa Teresa 2" }).where(eq(users.id, w.student.id));
    try {
      const changed = await download();
      const { code: second } = printedVerification((await pdfPages(changed))[0]!)!;
      expect(second).not.toBe(first);
      expect(await issuedRows()).toHaveLength(before + 2);
      const old = await call("GET", verify, { params: { code: first }, headers: { "x-forwarded-for": "10.9.9.9" } });
      expect(old).toMatchObject({ status: 200, data: { code: first, supersededAt: expect.any(String) } });
      const current = await call("GET", verify, {
        params: { code: second },
        headers: { "x-forwarded-for": "10.9.9.9" },
      });
      expect(current).toMatchObject({ status: 200, data: { code: second, supersededAt: null } });
    } finally {
      await db.update(users).set({ address: "Calle Mayor 1" }).where(eq(users.id, w.student.id));
    }
  });
});
