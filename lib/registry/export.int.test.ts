import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/database";
import { academicYears, registryEntries } from "@/db/schema";
import { uniq } from "@/lib/testing/fixtures";
import { allRegistryEntries } from "./queries";
import { registryListQuery } from "./schemas";

let termId: number;

beforeAll(async () => {
  const db = await getDb();
  const [year] = await db
    .insert(academicYears)
    .values({ externalId: `x-${uniq()}`, name: `Exportación ${uniq()}` })
    .returning();
  termId = year!.id;
});

describe("CSV export consistency", () => {
  it("an edit during the export neither skips nor repeats a row", async () => {
    const db = await getDb();
    const mark = `lote-${uniq()}`;
    const base = Date.now() - 86_400_000;
    const inserted = await db
      .insert(registryEntries)
      .values(
        Array.from({ length: 620 }, (_, i) => ({
          bookType: "general" as const,
          code: `E-${mark}-${i}`,
          type: "ENTRY" as const,
          termId,
          text: mark,
          modifiedAt: new Date(base + i * 1000),
        })),
      )
      .returning({ id: registryEntries.id });
    const seen: number[] = [];
    const query = registryListQuery.parse({ q: mark, sort: "modified", direction: "desc" });
    for await (const row of allRegistryEntries(db, query)) {
      seen.push(row.id);
      // After the first rows went out, the oldest entry is edited and jumps to the top of the order.
      if (seen.length === 10)
        await db.update(registryEntries).set({ modifiedAt: new Date() }).where(eq(registryEntries.id, inserted[0]!.id));
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.sort((a, b) => a - b)).toEqual(inserted.map((r) => r.id).sort((a, b) => a - b));
  });
});
