import { readdirSync } from "node:fs";
import path from "node:path";
import type { RowScopeRow } from "@/lib/testing/row-scope/types";

const rowsDir = path.join(process.cwd(), "lib/testing/row-scope");

/** Every row of the row-scope matrix: the `cases` of each file of lib/testing/row-scope/ but types.ts. */
export async function rowScopeRows(): Promise<RowScopeRow[]> {
  const rows: RowScopeRow[] = [];
  for (const file of readdirSync(rowsDir).sort()) {
    if (!file.endsWith(".ts") || file === "types.ts") continue;
    const mod = (await import(path.join(rowsDir, file))) as { cases?: RowScopeRow[] };
    if (!mod.cases) throw new Error(`row-scope/${file} exports no \`cases\``);
    rows.push(...mod.cases);
  }
  return rows;
}
