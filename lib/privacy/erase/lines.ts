import { count, eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "@/db";

/** One line of what an erasure did: how many rows of what, and what became of them (and why, when kept). */
export interface ErasureLine {
  what: string;
  rows: number;
  outcome: "eliminado" | "anonimizado" | "conservado";
  why?: string;
}

/** The erasure's report as it is written, one step at a time, inside the erasure's transaction. */
export function erasureReport(tx: Db, personId: number) {
  const lines: ErasureLine[] = [];
  const removed = (what: string, rows: number) => lines.push({ what, rows, outcome: "eliminado" });
  /** Rows a legal hold keeps, reported with the reason when there are any. */
  const kept = (what: string, rows: number, why: string) => {
    if (rows > 0) lines.push({ what, rows, outcome: "conservado", why });
  };
  return {
    lines,
    removed,
    kept,
    anonymised: (what: string, rows: number) => lines.push({ what, rows, outcome: "anonimizado" }),
    /** Counts the person's rows of a table that a legal hold keeps, and reports them with the reason. */
    held: async (what: string, table: PgTable, column: PgColumn, why: string) => {
      const [{ n }] = (await tx.select({ n: count() }).from(table).where(eq(column, personId))) as [{ n: number }];
      kept(what, n, why);
    },
  };
}

export type ErasureReport = ReturnType<typeof erasureReport>;
