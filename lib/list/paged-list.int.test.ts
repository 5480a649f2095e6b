import { and, eq, like, sql, type SQL } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type Db } from "@/db";
import { getDb } from "@/lib/database";
import { users } from "@/db/schema";
import { uniq } from "@/lib/testing/fixtures";
import { allRows, COUNT_CAP, pagedList } from "./paged-list";
import type { TableQuery } from "./table-query";

const prefix = `lista-${uniq()}`;
const ROWS = COUNT_CAP + 30;

const fields = { externalId: users.externalId, name: sql<string>`${users.givenName} || ' ' || ${users.familyName}` };

function spec(db: Db, filter: string) {
  return {
    fields,
    rows: (f: typeof fields & { totalElements: SQL<number> }) =>
      db
        .select(f)
        .from(users)
        .where(and(like(users.externalId, filter), eq(users.role, "ROLE_STUDENT")))
        .$dynamic(),
    sorts: { name: users.givenName },
    defaultSort: "name" as const,
    tiebreak: users.id,
  };
}

async function list(query: Partial<TableQuery<"name">>, filter = `${prefix}-%`) {
  const db = await getDb();
  return pagedList(db, { page: 0, size: 10, direction: "asc", ...query }, spec(db, filter));
}

beforeAll(async () => {
  const db = await getDb();
  await db.execute(sql`insert into ${users} (external_id, dni, id_type, given_name, family_name, role)
    select ${prefix} || '-' || lpad(i::text, 5, '0'), i::text || 'X', 'DNI', 'Alumno ' || lpad(i::text, 5, '0'), 'Prueba', 'ROLE_STUDENT'
    from generate_series(1, ${ROWS}) as i`);
});

describe("pagedList", () => {
  it.each([
    ["a small filter", `${prefix}-0000%`, 9],
    ["one row", `${prefix}-00001`, 1],
    ["no row", `${prefix}-x%`, 0],
  ])("counts %s exactly", async (_, filter, total) => {
    const page = await list({}, filter);
    expect(page.totalElements).toBe(total);
    expect(page.totalElementsCapped).toBeUndefined();
    expect(page.content).toHaveLength(Math.min(total, 10));
  });

  it("stops counting past COUNT_CAP and says so, while the page itself is exact", async () => {
    const page = await list({ size: 25 });
    expect(page).toMatchObject({ totalElements: COUNT_CAP + 1, totalElementsCapped: true });
    expect(page.content.map((r) => r.name)).toEqual(
      Array.from({ length: 25 }, (_, i) => `Alumno ${String(i + 1).padStart(5, "0")} Prueba`),
    );
  });

  it("counts at least one row past the page asked for, so paging on past the cap keeps going", async () => {
    const beyondCap = await list({ page: COUNT_CAP / 10 + 1 });
    expect(beyondCap).toMatchObject({ totalElements: COUNT_CAP + 21, totalElementsCapped: true });
    const last = await list({ page: ROWS / 10 - 1 });
    expect(last.content).toHaveLength(10);
    expect(last.totalElements).toBe(ROWS);
    expect(last.totalElementsCapped).toBeUndefined();
  });

  it("a page past the end is empty and still carries the total", async () => {
    const page = await list({ page: 3 }, `${prefix}-0000%`);
    expect(page).toEqual({ content: [], totalElements: 9 });
  });

  it("sorts descending with the id tiebreak", async () => {
    const page = await list({ direction: "desc", size: 2 });
    expect(page.content.map((r) => r.externalId)).toEqual([
      `${prefix}-${String(ROWS).padStart(5, "0")}`,
      `${prefix}-${String(ROWS - 1).padStart(5, "0")}`,
    ]);
  });

  it("maps each row through the spec's `row` and keeps the page's totals as counted", async () => {
    const db = await getDb();
    const page = await pagedList(
      db,
      { page: 0, size: 3, direction: "asc" },
      { ...spec(db, `${prefix}-%`), row: (r) => `${r.externalId}: ${r.name}` },
    );
    expect(page).toEqual({
      content: [1, 2, 3].map((i) => `${prefix}-0000${i}: Alumno 0000${i} Prueba`),
      totalElements: COUNT_CAP + 1,
      totalElementsCapped: true,
    });
  });

  it("exports every row once, in order, through the same `row`, past the cap", async () => {
    const db = await getDb();
    const rows: string[] = [];
    for await (const row of allRows(db, { direction: "asc" }, { ...spec(db, `${prefix}-%`), row: (r) => r.externalId }))
      rows.push(row);
    expect(rows).toHaveLength(ROWS);
    expect(rows).toEqual([...rows].sort());
    expect(new Set(rows).size).toBe(ROWS);
  });
});
