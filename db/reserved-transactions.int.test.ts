import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withReservedTransactions } from "./reserved-transactions";

const url = process.env.DATABASE_URL;
const APP = "reserved-transactions-test";

describe.skipIf(!url)("transactions on a busy pool (PostgreSQL)", () => {
  let sql: postgres.Sql;
  beforeAll(() => {
    // A small pool with short pipelines: the conditions of porsager/postgres#823.
    sql = withReservedTransactions(
      postgres(url!, {
        max: 3,
        onnotice: () => {},
        connection: { application_name: APP },
        // Not in the driver's types, but one of its options.
        ...({ max_pipeline: 2 } as object),
      }),
    );
  });
  afterAll(() => sql.end({ timeout: 5 }));

  const leftInTransaction = async () =>
    (
      await sql`select count(*)::int as n from pg_stat_activity
        where application_name = ${APP} and state like 'idle in transaction%'`
    )[0]!.n as number;

  // The driver's own race could not be provoked this small (the booking benchmark meets it under load): this
  // checks that transactions on a reserved connection commit, alongside plain queries, and leave none open.
  it("commits every transaction on a small busy pool and leaves no connection in a transaction", async () => {
    for (let round = 0; round < 20; round++) {
      const busy = [1, 2, 3].map(() => sql`select pg_sleep(0.02)`);
      const plain = Array.from(
        { length: 6 },
        (_, n) => sql`select ${n}::int as n, now() = statement_timestamp() as own`,
      );
      const transactions = Array.from({ length: 5 }, (_, n) =>
        sql.begin(async (tx) => (await tx`select ${n}::int as n`)[0]!.n as number),
      );
      const [, answers, committed] = await Promise.all([
        Promise.all(busy),
        Promise.all(plain),
        Promise.all(transactions),
      ]);
      expect(answers.map((rows) => rows[0]!.n)).toEqual([0, 1, 2, 3, 4, 5]);
      expect(committed).toEqual([0, 1, 2, 3, 4]);
    }
    expect(await leftInTransaction()).toBe(0);
  });

  it("runs nested transactions as savepoints on the same connection: an inner failure undoes only its own part", async () => {
    const kept = await sql.begin(async (tx) => {
      await tx`create temporary table reserved_savepoints (x int) on commit drop`;
      await tx`insert into reserved_savepoints values (1)`;
      const scoped = tx as unknown as {
        savepoint: <T>(fn: (sql: postgres.TransactionSql) => Promise<T>) => Promise<T>;
      };
      await scoped
        .savepoint(async (sp) => {
          await sp`insert into reserved_savepoints values (2)`;
          throw new Error("deshacer");
        })
        .catch(() => {});
      await scoped.savepoint(async (sp) => sp`insert into reserved_savepoints values (3)`);
      return (await tx`select array_agg(x order by x) as xs from reserved_savepoints`)[0]!.xs as number[];
    });
    expect(kept).toEqual([1, 3]);
  });

  it("rolls back a transaction that fails, and gives its connection back", async () => {
    await expect(
      sql.begin(async (tx) => {
        await tx`select 1`;
        throw new Error("fallo");
      }),
    ).rejects.toThrow("fallo");
    expect(await leftInTransaction()).toBe(0);
  });
});
