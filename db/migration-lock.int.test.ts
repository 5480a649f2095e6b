import postgres from "postgres";
import { describe, expect, it } from "vitest";
import { openDb } from "./client";

const url = process.env.DATABASE_URL;
// db/client.ts's lock, held here by another session as a leaked lock would be.
const MIGRATION_LOCK = 727_001;

describe.skipIf(!url)("starting on PostgreSQL (behind PgBouncer in transaction mode too)", () => {
  it("takes no migration lock when every migration is applied, so a lock left held never stops a start", async () => {
    const open = () => openDb({ url, pgliteDir: "", poolSize: 1, applicationName: "migration-lock-test" });
    await (await open()).close(); // every migration applied
    const holder = postgres(url!, { max: 1, onnotice: () => {} });
    await holder`select pg_advisory_lock(${MIGRATION_LOCK})`;
    try {
      const started = open();
      const stuck = new Promise((resolve) => setTimeout(() => resolve("stuck"), 5_000));
      expect(await Promise.race([started, stuck])).not.toBe("stuck");
      await (await started).close();
    } finally {
      await holder`select pg_advisory_unlock(${MIGRATION_LOCK})`;
      await holder.end();
    }
  });
});
