import type { Logger } from "drizzle-orm";
import type { Db } from "@/db";

type Sessioned = { session: { logger: Logger; options: { logger?: Logger } } };

/**
 * The SQL statements `read` sends, counted by a drizzle logger put on the database's session (and on
 * the options its transactions copy) for the time of the read.
 */
export async function statementsOf(db: Db, read: () => Promise<unknown>): Promise<string[]> {
  const { session } = db as unknown as Sessioned;
  const before = { logger: session.logger, options: session.options.logger };
  const sent: string[] = [];
  const counting: Logger = { logQuery: (query) => void sent.push(query) };
  session.logger = counting;
  session.options.logger = counting;
  try {
    await read();
  } finally {
    session.logger = before.logger;
    session.options.logger = before.options;
  }
  return sent;
}
