import type { ReservedSql, Sql } from "postgres";

type Scoped = ReservedSql & { savepoint: <T>(fn: (sql: Scoped) => Promise<T>) => Promise<T> };

/**
 * postgres.js 3.4.9 can write a transaction's BEGIN on a connection that is busy with pipelined queries
 * without reserving it (porsager/postgres#823 and #1189, unfixed in any release): the driver answers
 * UNSAFE_TRANSACTION, and the transaction stays open on a connection that goes back to the pool, where
 * other requests' queries then run inside it. The booking benchmark met it under load.
 *
 * Here a transaction first takes an idle connection for itself (`sql.reserve()`), then sends BEGIN on it;
 * drizzle's nested transactions are savepoints on the same connection.
 */
export function withReservedTransactions(sql: Sql): Sql {
  const begin = async <T>(options: string | ((sql: Scoped) => Promise<T>), fn?: (sql: Scoped) => Promise<T>) => {
    const work = typeof options === "function" ? options : fn!;
    const mode = typeof options === "string" ? options.replace(/[^a-z ]/gi, "") : "";
    const connection = await sql.reserve();
    try {
      // BEGIN goes out with the transaction's first statement instead of taking a round trip of its own (as
      // PostgreSQL's JDBC driver sends it): the connection runs them in order, and BEGIN is checked before COMMIT.
      const begun = connection.unsafe(`begin ${mode}`).execute();
      begun.catch(() => {});
      try {
        const result = await work(scoped(connection));
        await begun;
        await connection.unsafe("commit");
        return result;
      } catch (error) {
        await connection.unsafe("rollback").catch(() => {});
        throw error;
      }
    } finally {
      connection.release();
    }
  };
  sql.begin = begin as unknown as Sql["begin"];
  return sql;
}

function scoped(connection: ReservedSql): Scoped {
  let savepoints = 0;
  const client = connection as Scoped;
  client.savepoint = async (fn) => {
    const name = `s${savepoints++}`;
    await connection.unsafe(`savepoint ${name}`);
    try {
      const result = await fn(client);
      await connection.unsafe(`release savepoint ${name}`);
      return result;
    } catch (error) {
      await connection.unsafe(`rollback to savepoint ${name}`);
      throw error;
    }
  };
  return client;
}
