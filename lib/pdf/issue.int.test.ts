import { createHash } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/database";
import { issuedDocuments, storedFiles } from "@/db/schema";
import { makeUser, uniq } from "@/lib/testing/fixtures";
import { pdfPages, printedVerification } from "@/lib/testing/pdf-text";
import { issuePdf } from "./issue";
import type { PdfDocument } from "./model";

const doc: PdfDocument = {
  title: "Expediente académico",
  blocks: [{ kind: "fields", rows: [{ label: "Alumno", value: "Lucía García Fernández" }] }],
};
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

async function issued(code: string) {
  const db = await getDb();
  const [row] = await db
    .select({ doc: issuedDocuments, bytes: storedFiles.bytes })
    .from(issuedDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, issuedDocuments.fileId))
    .where(eq(issuedDocuments.code, code));
  return row;
}

describe("issuePdf", () => {
  it("stores the code, the SHA-256 of the exact bytes, kind, owner, issue time and the bytes", async () => {
    const owner = await makeUser("ROLE_STUDENT");
    const before = Date.now();
    const { bytes, code } = await (
      await getDb()
    ).transaction((tx) =>
      issuePdf(tx, doc, { kind: "Expediente académico", ownerUserId: owner.id, subject: `prueba:${uniq()}` }),
    );
    const row = await issued(code);
    expect(row?.doc).toMatchObject({
      code,
      sha256: sha256(bytes),
      kind: "Expediente académico",
      ownerUserId: owner.id,
    });
    expect(row!.doc.issuedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(Buffer.compare(row!.bytes, Buffer.from(bytes))).toBe(0);
    const [first] = await pdfPages(bytes);
    expect(printedVerification(first!)).toEqual({ url: `http://localhost:3000/verificar/${code}`, code });
  });

  it("gives the same code and bytes back while the content is unchanged: 50 concurrent issues, one row and one file", async () => {
    const subject = `prueba:${uniq()}`;
    const db = await getDb();
    const issues = await Promise.all(
      Array.from({ length: 50 }, () => issuePdf(db, doc, { kind: "Expediente académico", ownerUserId: null, subject })),
    );
    expect(new Set(issues.map((i) => i.code)).size).toBe(1);
    expect(new Set(issues.map((i) => sha256(i.bytes))).size).toBe(1);
    const rows = await db.select().from(issuedDocuments).where(eq(issuedDocuments.subject, subject));
    expect(rows).toHaveLength(1);
    const files = await db
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(eq(storedFiles.originalName, `${issues[0]!.code}.pdf`));
    expect(files).toHaveLength(1);
  });

  it("issues a changed document under a new code and marks the earlier one superseded, which stays valid", async () => {
    const subject = `prueba:${uniq()}`;
    const db = await getDb();
    const meta = { kind: "Expediente académico", ownerUserId: null, subject };
    const changed: PdfDocument = { ...doc, blocks: [{ kind: "paragraph", text: "Calificación corregida" }] };
    const first = await issuePdf(db, doc, meta);
    const second = await issuePdf(db, changed, meta);
    expect(second.code).not.toBe(first.code);
    expect((await issued(first.code))!.doc.supersededAt).toBeInstanceOf(Date);
    expect((await issued(second.code))!.doc.supersededAt).toBeNull();
    expect((await issuePdf(db, changed, meta)).code).toBe(second.code);
    // Back to the first content: a third version, not the superseded first one.
    const third = await issuePdf(db, doc, meta);
    expect([first.code, second.code]).not.toContain(third.code);
    expect((await issued(second.code))!.doc.supersededAt).toBeInstanceOf(Date);
    const current = await db
      .select({ code: issuedDocuments.code })
      .from(issuedDocuments)
      .where(and(eq(issuedDocuments.subject, subject), isNull(issuedDocuments.supersededAt)));
    expect(current).toEqual([{ code: third.code }]);
  });

  it("writes nothing when the caller's transaction rolls back", async () => {
    let code = "";
    await expect(
      (await getDb()).transaction(async (tx) => {
        code = (
          await issuePdf(tx, doc, { kind: "Expediente académico", ownerUserId: null, subject: `prueba:${uniq()}` })
        ).code;
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    expect(code).not.toBe("");
    expect(await issued(code)).toBeUndefined();
  });
  it("prints the portal's labels in the language of issuance, a language being a version of its own", async () => {
    const db = await getDb();
    const meta = { kind: "Expediente académico", ownerUserId: null, subject: `prueba:${uniq()}` };
    const spanish = await db.transaction((tx) => issuePdf(tx, doc, meta));
    const english = await db.transaction((tx) => issuePdf(tx, doc, meta, "en"));
    expect(english.code).not.toBe(spanish.code);
    expect((await db.transaction((tx) => issuePdf(tx, doc, meta, "en"))).code).toBe(english.code);
    const [page] = await pdfPages(english.bytes);
    expect(page).toContain("Page 1 of 1");
    expect(page).toContain(`with the code ${english.code}`);
  });
});
