import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { issuedDocuments, storedFiles } from "@/db/schema";
import { makeUser } from "@/lib/testing/fixtures";
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
    ).transaction((tx) => issuePdf(tx, doc, { kind: "Expediente académico", ownerUserId: owner.id }));
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

  it("gives a new code each time and keeps the earlier ones", async () => {
    const db = await getDb();
    const first = await issuePdf(db, doc, { kind: "Expediente académico", ownerUserId: null });
    const second = await issuePdf(db, doc, { kind: "Expediente académico", ownerUserId: null });
    expect(second.code).not.toBe(first.code);
    expect(sha256(second.bytes)).not.toBe(sha256(first.bytes));
    expect(await issued(first.code)).toBeDefined();
    expect(await issued(second.code)).toBeDefined();
  });

  it("writes nothing when the caller's transaction rolls back", async () => {
    let code = "";
    await expect(
      (await getDb()).transaction(async (tx) => {
        code = (await issuePdf(tx, doc, { kind: "Expediente académico", ownerUserId: null })).code;
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    expect(code).not.toBe("");
    expect(await issued(code)).toBeUndefined();
  });
});
