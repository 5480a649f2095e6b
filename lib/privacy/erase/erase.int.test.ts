import { createHash } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { getTableConfig } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/db";
import { documents, issuedDocuments, storedFiles, users } from "@/db/schema";
import { createSession, findSession } from "@/lib/auth/session-store";
import { issuedByCode } from "@/lib/verification/queries";
import { personByExternalId } from "../export/build";
import { personalDataRegistry } from "../registry";
import { openDemoDatabase } from "@/lib/testing/demo-database";
import { erasePerson } from "./erase";

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openDemoDatabase("portal_privacy_erase"));
}, 300_000);
afterAll(() => close?.());

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

/** Declared tables with no legal hold whose rows, read as text, contain `needle`. */
async function foundOutsideHolds(needle: string): Promise<string[]> {
  const found: string[] = [];
  for (const table of new Set(personalDataRegistry.filter((d) => !d.hold).map((d) => getTableConfig(d.table).name))) {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} t where position(${needle} in t::text) > 0`,
      ),
    );
    if (row!.n > 0) found.push(table);
  }
  return found;
}

describe("erasure with legal holds (art. 17 RGPD)", () => {
  it("removes the person outside the held rows, keeps the held rows verifiable, and ends the sessions", async () => {
    const me = await personByExternalId(db, "demo-alumno");
    const [before] = await db.select().from(users).where(eq(users.id, me.id));
    const { sessionId } = await createSession(db, me.id);
    const myFiles = (
      await db.select({ id: documents.fileId }).from(documents).where(eq(documents.studentId, me.id))
    ).map((d) => d.id);
    const issued = await db.select().from(issuedDocuments).where(eq(issuedDocuments.ownerUserId, me.id));
    const othersDocuments = (await db.select({ id: documents.id }).from(documents)).length - myFiles.length;
    expect(myFiles.length).toBeGreaterThan(0);
    expect(issued.length).toBeGreaterThan(0);
    for (const needle of [before!.dni, before!.email!, before!.mobilePhone!])
      expect(await foundOutsideHolds(needle), needle).not.toEqual([]);

    const lines = await erasePerson(db, me);

    for (const needle of [before!.dni, before!.email!, before!.mobilePhone!])
      expect(await foundOutsideHolds(needle), needle).toEqual([]);
    const [after] = await db.select().from(users).where(eq(users.id, me.id));
    expect(after).toMatchObject({
      externalId: "demo-alumno",
      givenName: "Persona",
      familyName: "suprimida",
      dni: `SUPRIMIDO-${me.id}`,
      email: null,
      mobilePhone: null,
      address: null,
    });
    expect(await findSession(db, sessionId)).toBeNull();
    expect(await db.select().from(storedFiles).where(inArray(storedFiles.id, myFiles))).toEqual([]);
    expect((await db.select({ id: documents.id }).from(documents)).length).toBe(othersDocuments);

    for (const document of issued) {
      const verified = await issuedByCode(db, document.code);
      expect(verified, document.code).toBeDefined();
      const [file] = await db.select().from(storedFiles).where(eq(storedFiles.id, document.fileId));
      expect(createHash("sha256").update(file!.bytes).digest("hex")).toBe(document.sha256);
    }
    expect(lines).toEqual(
      expect.arrayContaining([
        { what: "sesiones (cerradas)", rows: 1, outcome: "eliminado" },
        { what: "identidad y datos de contacto", rows: 1, outcome: "anonimizado" },
        {
          what: "documentos emitidos con código seguro de verificación",
          rows: issued.length,
          outcome: "conservado",
          why: "Documento oficial emitido: su código seguro de verificación debe poder seguir comprobándose (Ley 39/2015, art. 27)",
        },
        expect.objectContaining({
          what: "notas",
          outcome: "conservado",
          why: "Expediente académico: la universidad custodia las calificaciones y los expedientes de forma permanente",
        }),
        expect.objectContaining({
          what: "asientos del libro de registro",
          outcome: "conservado",
          why: "Libro de registro: los asientos de entrada y salida se conservan como constancia pública (Ley 39/2015, art. 16)",
        }),
      ]),
    );
  });
});
