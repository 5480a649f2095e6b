import type { ErasureLine } from "./lines";

/** The erasure's report, one Spanish line per kind of row: what was removed, anonymised, or kept and why. */
export const describeErasure = (lines: ErasureLine[]): string[] =>
  lines.map((l) => `${l.what}: ${l.rows} ${l.outcome}${l.rows === 1 ? "" : "s"}${l.why ? ` (${l.why})` : ""}`);
