import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { tfgAllocations, tfgAreaManagers, tfgRequests } from "@/db/schema";
import { POST as accept } from "@/app/api/tfg/requests/[id]/accept/route";
import { call, makeUser } from "@/lib/testing/fixtures";
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
});
