import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/database";
import { issuedDocuments } from "@/db/schema";
import type { TestUser } from "@/lib/testing/fixtures";
import { responsePdfText } from "@/lib/testing/pdf-text";
import { api } from "@/lib/testing/row-scope-world";
import { acceptedRequestOf, defenseOf, tfgScopeWorld, type TfgScopeWorld } from "@/lib/testing/tfg-row-scope";

// Issue 37.8: a GET of a TFG PDF, which a link from another site can make, issues the document once:
// every later GET, by whoever may read it, gives back the same verification record and code.

let w: TfgScopeWorld;
beforeAll(async () => {
  w = await tfgScopeWorld();
});

const recordsOf = async (subject: string) =>
  (await getDb()).select().from(issuedDocuments).where(eq(issuedDocuments.subject, subject));

async function codesOf(key: string, params: Record<string, string>, readers: TestUser[]) {
  const codes = new Set<string>();
  for (const as of [...readers, ...readers]) {
    const res = await api(key, as, { params });
    expect(res.status).toBe(200);
    codes.add(/con el código ([A-Z0-9]{4}(?:-[A-Z0-9]{4})+)/.exec(await responsePdfText(res.res))![1]!);
  }
  return codes;
}

describe("the TFG PDFs are issued once per document", () => {
  it("a request's: one verification record, one code, for its student and staff alike", async () => {
    const r = await acceptedRequestOf(w);
    const codes = await codesOf("GET /tfg-api/requests/{id}/pdf", { id: String(r.id) }, [r.student, w.d1, w.admin]);
    const records = await recordsOf(`tfg-request:${r.id}`);
    expect(records).toHaveLength(1);
    expect([...codes]).toEqual([records[0]!.code]);
  });

  it("a defense's: one verification record, one code", async () => {
    const d = await defenseOf(w, true);
    const codes = await codesOf("GET /tfg-api/requests/{id}/defenses/{defenseId}/pdf", d.params, [d.s, w.coordinator]);
    const records = await recordsOf(`tfg-defense:${d.defenseId}`);
    expect(records).toHaveLength(1);
    expect([...codes]).toEqual([records[0]!.code]);
  });
});
