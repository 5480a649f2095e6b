import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/database";
import { tfgDefenses } from "@/db/schema";
import { day, defenseWorld, type DefenseWorld } from "@/lib/testing/tfg-defenses";

// Issue 22: a student booking a defense does not choose the examiners: they are the chosen court's.

let w: DefenseWorld;
beforeAll(async () => {
  w = await defenseWorld();
});

describe("the members of a defense are the chosen court's", () => {
  it("refuses members that differ from the court's (400) and writes nothing", async () => {
    const [m0, m1, m2, m3, m4, m5] = w.members.map((m) => m!);
    const c = await w.court(m0!, m1!, m2!, [day(5, 9)]);
    const a = await w.acceptedRequest();
    for (const crew of [
      [m3!, m4!, m5!],
      [m0!, m1!, m5!],
      [m1!, m0!, m2!],
    ]) {
      expect(await w.ask(a.s, a.id, w.body(c, c.spans[0]!.id, crew))).toMatchObject({
        status: 400,
        data: { message: "Los miembros del tribunal no coinciden con el tribunal elegido" },
      });
    }
    const db = await getDb();
    expect(await db.select().from(tfgDefenses).where(eq(tfgDefenses.requestId, a.id))).toEqual([]);
  });

  it("takes the court's members when the body omits them", async () => {
    const [m0, m1, m2] = w.members;
    const c = await w.court(m0!, m1!, m2!, [day(6, 9)]);
    const a = await w.acceptedRequest();
    const { chairman: _a, secretary: _b, vocal: _c, ...omitted } = w.body(c, c.spans[0]!.id);
    const made = await w.ask(a.s, a.id, omitted);
    expect(made.status).toBe(201);
    expect(made.data).toMatchObject({
      chairman: m0!.externalId,
      secretary: m1!.externalId,
      vocal: m2!.externalId,
    });
  });
});
