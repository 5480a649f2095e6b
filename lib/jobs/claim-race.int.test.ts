import { count, eq, gt } from "drizzle-orm";
import { drizzle } from "drizzle-orm/postgres-js";
import { migrate } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/db";
import { migrationsFolder } from "@/db/project-root";
import * as schema from "@/db/schema";
import { backgroundJobs, users } from "@/db/schema";
import { runNextJob } from "@/lib/jobs/runner";
import type { JobHandlers } from "@/lib/jobs/types";
import { createScratchDatabase, type ScratchDatabase } from "@/lib/testing/scratch-database";

// Many workers claiming at once on real PostgreSQL, in a database of their own: a claimer takes any due
// job, so other test files' jobs must stay out of reach.
const CLAIMERS = 40;
const ROUNDS = 4;

// The claim must take one row whatever plan PostgreSQL picks. These settings make the planner choose,
// as it may on its own with other statistics, a nested-loop semi join that runs a subquery once per row.
const PLANS = {
  "the planner's own plan": {},
  "a plan that rescans subqueries": {
    enable_hashagg: "off",
    enable_sort: "off",
    enable_material: "off",
    enable_hashjoin: "off",
    enable_mergejoin: "off",
    enable_bitmapscan: "off",
  },
};

let scratch: ScratchDatabase;
let ownerUserId: number;
const clients: postgres.Sql[] = [];

function connect(settings: Record<string, string>): Db {
  const client = postgres(scratch.env.DATABASE_URL!, { max: CLAIMERS, onnotice: () => {}, connection: settings });
  clients.push(client);
  return drizzle(client, { schema }) as unknown as Db;
}

describe.skipIf(!process.env.DATABASE_URL)("claiming background jobs on PostgreSQL", () => {
  beforeAll(async () => {
    scratch = await createScratchDatabase("portal_jobs_race");
    const db = connect({});
    await migrate(db as never, { migrationsFolder: migrationsFolder() });
    const [owner] = await db
      .insert(users)
      .values({
        externalId: "carrera",
        dni: "12345678Z",
        idType: "DNI",
        givenName: "Ana",
        familyName: "Carrera",
        role: "ROLE_COORD",
      })
      .returning();
    ownerUserId = owner!.id;
  }, 60_000);

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.end()));
    await scratch?.drop();
  });

  it.each(Object.entries(PLANS))(
    `${CLAIMERS} workers claiming at once each get one job, and no job is claimed twice (%s)`,
    { timeout: 60_000 },
    async (_, settings) => {
      const db = connect(settings);
      await db.delete(backgroundJobs);
      const total = CLAIMERS * ROUNDS * 2;
      await db
        .insert(backgroundJobs)
        .values(Array.from({ length: total }, (_, i) => ({ kind: "carrera", params: { i }, ownerUserId })));
      const ranBy = new Map<number, string[]>();
      const handlers: JobHandlers = {
        carrera: async () => ({ bytes: Buffer.from("ok"), fileName: "carrera.txt", mimeType: "text/plain" }),
      };
      for (let round = 0; round < ROUNDS; round++) {
        await Promise.all(
          Array.from({ length: CLAIMERS }, async (_, w) => {
            const workerId = `trabajador-${round}-${w}`;
            const id = await runNextJob(db, handlers, { workerId });
            expect(id, workerId).not.toBeNull();
            ranBy.set(id!, [...(ranBy.get(id!) ?? []), workerId]);
          }),
        );
      }
      expect([...ranBy.values()].filter((workers) => workers.length > 1)).toEqual([]);
      expect(ranBy.size).toBe(CLAIMERS * ROUNDS);
      const statuses = await db
        .select({ status: backgroundJobs.status, jobs: count() })
        .from(backgroundJobs)
        .groupBy(backgroundJobs.status)
        .orderBy(backgroundJobs.status);
      expect(statuses).toEqual([
        { status: "PENDING", jobs: total - CLAIMERS * ROUNDS },
        { status: "FINISHED", jobs: CLAIMERS * ROUNDS },
      ]);
      expect(await db.select().from(backgroundJobs).where(gt(backgroundJobs.attempts, 1))).toEqual([]);
      expect(
        await db.select({ id: backgroundJobs.id }).from(backgroundJobs).where(eq(backgroundJobs.status, "RUNNING")),
      ).toEqual([]);
    },
  );
});
