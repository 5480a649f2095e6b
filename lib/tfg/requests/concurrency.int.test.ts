import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/database";
import { tfgAllocations, tfgAreaManagers, tfgRequests } from "@/db/schema";
import { POST as accept } from "@/app/tfg-api/requests/[id]/accept/route";
import { call, makeUser, type TestUser } from "@/lib/testing/fixtures";
import { rowsOf } from "@/lib/sql-rows";
import { tfgWorld, type TfgWorld } from "@/lib/testing/tfg-world";

// PGlite runs one transaction at a time, so races only mean something on real PostgreSQL.
const onPostgres = Boolean(process.env.DATABASE_URL);

let w: TfgWorld;
beforeAll(async () => {
  w = await tfgWorld();
});

describe.skipIf(!onPostgres)("allocation limits under concurrency (PostgreSQL)", () => {
  it("two coordinators accepting the last place at once: exactly one wins, every round", async () => {
    const db = await getDb();
    for (let round = 0; round < 8; round++) {
      const director = await makeUser("ROLE_INSTRUCTOR");
      await w.allocate(director, 1);
      await db.insert(tfgAreaManagers).values({ areaId: w.area1.id, userId: director.id });
      const students = await Promise.all([w.student(), w.student(), w.student()]);
      const ids = await Promise.all(students.map(async (s) => (await w.request(s, director)).data.id as number));
      const staff = [w.coordinator, w.admin, w.secretary];
      const answers = await Promise.all(
        ids.map((id, i) => call("POST", accept, { as: staff[i]!, params: { id: String(id) } })),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
      const [allocation] = await db.select().from(tfgAllocations).where(eq(tfgAllocations.instructorId, director.id));
      expect(allocation!.accepted).toBe(1);
      const accepted = await db.select().from(tfgRequests).where(eq(tfgRequests.instructorId, director.id));
      expect(accepted.filter((r) => r.status === "ACCEPTED")).toHaveLength(1);
    }
  });

  it("a student's requests sent at once get distinct ranks", async () => {
    const s = await w.student();
    const answers = await Promise.all([w.request(s, w.d1), w.request(s, w.d2)]);
    expect(answers.map((a) => a.data.priority).sort()).toEqual([1, 2]);
  });

  it("accepting charges the director of the row it updated, not the one it read before a concurrent change", async () => {
    const db = await getDb();
    const [before, after] = [await makeUser("ROLE_INSTRUCTOR"), await makeUser("ROLE_INSTRUCTOR")];
    await w.allocate(before, 1);
    await w.allocate(after, 1);
    const id = (await w.request(await w.student(), before)).data.id as number;
    let letGo!: () => void;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    let changed!: () => void;
    const rowLocked = new Promise<void>((resolve) => (changed = resolve));
    // Another transaction changes the director and holds the row while the accept reads and then waits on it.
    const change = db.transaction(async (tx) => {
      await tx.update(tfgRequests).set({ instructorId: after.id }).where(eq(tfgRequests.id, id));
      changed();
      await held;
    });
    await rowLocked;
    const accepting = call("POST", accept, { as: w.admin, params: { id: String(id) } });
    for (let i = 0; i < 100 && !(await waitingOnALock(db)); i++) await new Promise((r) => setTimeout(r, 20));
    letGo();
    await change;
    expect((await accepting).status).toBe(200);
    expect(await placesTaken(after)).toBe(1);
    expect(await placesTaken(before)).toBe(0);
  });
});

const waitingOnALock = async (db: Awaited<ReturnType<typeof getDb>>) =>
  rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
    ),
  )[0]!.n > 0;

const placesTaken = async (who: TestUser) => {
  const db = await getDb();
  const [allocation] = await db.select().from(tfgAllocations).where(eq(tfgAllocations.instructorId, who.id));
  return allocation!.accepted;
};
