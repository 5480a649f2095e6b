import { eq, sql, type SQL } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type Db } from "@/db";
import { getDb } from "@/lib/database";
import { instanceTemplates } from "@/db/schema";
import { uniq } from "@/lib/testing/fixtures";
import { instancesWorld } from "@/lib/testing/instances";
import { listTemplates, openTemplate } from "./queries";

const NOT_OPEN = "La instancia no está abierta en este momento";

let world: Awaited<ReturnType<typeof instancesWorld>>;
beforeAll(async () => {
  world = await instancesWorld();
});

/**
 * Runs `check` in one transaction, then rolls it back: in PostgreSQL `now()` is the transaction's
 * start, so a bound written as `now()` is exactly the instant the window is asked about.
 */
async function atOneInstant(check: (tx: Db) => Promise<void>) {
  const db = await getDb();
  const rolledBack = new Error("rollback");
  await expect(
    db.transaction(async (tx) => {
      await check(tx);
      throw rolledBack;
    }),
  ).rejects.toBe(rolledBack);
}

async function template(tx: Db, start: SQL, end: SQL, active = true) {
  const [row] = await tx
    .insert(instanceTemplates)
    .values({ typeId: world.type.id, termId: world.year.id, name: `Ventana ${uniq()}`, start, end, active })
    .returning({ id: instanceTemplates.id });
  return row!.id;
}

const move = (tx: Db, id: number, bounds: { start?: SQL; end?: SQL }) =>
  tx.update(instanceTemplates).set(bounds).where(eq(instanceTemplates.id, id));

async function expectOpen(tx: Db, id: number, open: boolean) {
  const listed = (await listTemplates(tx, false)).map((t) => t.id);
  if (open) {
    expect(listed).toContain(id);
    expect(await openTemplate(tx, id)).toMatchObject({ id });
  } else {
    expect(listed).not.toContain(id);
    await expect(openTemplate(tx, id)).rejects.toThrow(NOT_OPEN);
  }
}

describe("a template's window, on the database's clock, both ends included", () => {
  it("is open at its end's very second, and closed one second after", async () => {
    await atOneInstant(async (tx) => {
      const id = await template(tx, sql`now() - interval '1 day'`, sql`now()`);
      await expectOpen(tx, id, true);
      await move(tx, id, { end: sql`now() - interval '1 second'` });
      await expectOpen(tx, id, false);
    });
  });

  it("is open at its start's very second, and closed one second before", async () => {
    await atOneInstant(async (tx) => {
      const id = await template(tx, sql`now()`, sql`now() + interval '1 day'`);
      await expectOpen(tx, id, true);
      await move(tx, id, { start: sql`now() + interval '1 second'` });
      await expectOpen(tx, id, false);
    });
  });

  it("is closed while the template is not active, whatever its dates", async () => {
    await atOneInstant(async (tx) => {
      const id = await template(tx, sql`now() - interval '1 day'`, sql`now() + interval '1 day'`, false);
      await expectOpen(tx, id, false);
    });
  });
});
