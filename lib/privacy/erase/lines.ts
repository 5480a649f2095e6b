import { count, eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "@/db";
import type { Messages } from "@/lib/i18n/catalogue";
import { translator } from "@/lib/i18n/translate";
import type { Hold } from "../registry/types";

/** A kind of rows an erasure reports (`privacy.erasure.what`). */
export type ErasedKind = keyof Messages["privacy"]["erasure"]["what"];

/**
 * One line of what an erasure did: how many rows of what, and what became of them (and why, when kept),
 * in Spanish, the portal's record; `describeErasure` says it in the reader's language.
 */
export interface ErasureLine {
  what: string;
  rows: number;
  outcome: "eliminado" | "anonimizado" | "conservado";
  why?: string;
}

/** The erasure's report as it is written, one step at a time, inside the erasure's transaction. */
export function erasureReport(tx: Db, personId: number) {
  const t = translator("es", "privacy");
  const lines: ErasureLine[] = [];
  const line = (what: ErasedKind, rows: number, outcome: ErasureLine["outcome"]) =>
    lines.push({ what: t(`erasure.what.${what}`), rows, outcome });
  const removed = (what: ErasedKind, rows: number) => line(what, rows, "eliminado");
  /** Rows a legal hold keeps, reported with the reason when there are any. */
  const kept = (what: ErasedKind, rows: number, why: Hold) => {
    if (rows > 0)
      lines.push({ what: t(`erasure.what.${what}`), rows, outcome: "conservado", why: t(`registry.holds.${why}`) });
  };
  return {
    lines,
    removed,
    kept,
    anonymised: (what: ErasedKind, rows: number) => line(what, rows, "anonimizado"),
    /** Counts the person's rows of a table that a legal hold keeps, and reports them with the reason. */
    held: async (what: ErasedKind, table: PgTable, column: PgColumn, why: Hold) => {
      const [{ n }] = (await tx.select({ n: count() }).from(table).where(eq(column, personId))) as [{ n: number }];
      kept(what, n, why);
    },
  };
}

export type ErasureReport = ReturnType<typeof erasureReport>;
