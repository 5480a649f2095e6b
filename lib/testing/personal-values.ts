import { and, eq, getTableName, gt, inArray, isNotNull } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import JSZip from "jszip";
import type { Db } from "@/db";
import { users } from "@/db/schema";
import { personalDataRegistry } from "@/lib/privacy/registry";
import { pdfPages } from "./pdf-text";

/**
 * The personal-data registry's columns that single a person out or reach them on their own: identity
 * documents, e-mail, phones, bank accounts (by the column's name). Names are left out: every screen
 * shows the names of staff and students alike. Each comes with the column naming whose value it is.
 */
export const IDENTIFYING = /(^|_)(dni|email|phone|iban)$/;

export const identifyingColumns: Array<{ table: PgTable; column: PgColumn; subject: PgColumn }> =
  personalDataRegistry.flatMap((d) => {
    const subject = d.people.find((p) => p.relation === "subject" && p.column.dataType === "number")?.column;
    return subject
      ? d.columns.filter((c) => IDENTIFYING.test(c.name)).map((column) => ({ ...d, column, subject }))
      : [];
  });

export const columnName = (c: { table: PgTable; column: PgColumn }) => `${getTableName(c.table)}.${c.column.name}`;

/** Values shorter than this could be part of anything (a phone's extension, a test's short string). */
const SHORTEST = 6;

/** Every identifying value of the students with an id above `sinceUserId`, lower-cased, to whose it is. */
export async function studentValues(db: Db, sinceUserId: number): Promise<Map<string, Set<number>>> {
  const students = db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "ROLE_STUDENT"), gt(users.id, sinceUserId)));
  const values = new Map<string, Set<number>>();
  for (const { table, column, subject } of identifyingColumns) {
    const rows = await db
      .select({ person: subject, value: column })
      .from(table)
      .where(and(isNotNull(column), inArray(subject, students)));
    for (const { person, value } of rows as Array<{ person: number; value: string }>) {
      const key = value.trim().toLowerCase();
      if (key.length < SHORTEST) continue;
      values.set(key, (values.get(key) ?? new Set()).add(person));
    }
  }
  return values;
}

const TOKEN_SEPARATOR = /[^\p{L}\p{N}@._+-]+/u;

/** The students whose values appear in `text` as whole tokens (also with blanks removed: a spaced IBAN). */
export function studentsShownIn(text: string, values: Map<string, Set<number>>): Set<number> {
  const shown = new Set<number>();
  for (const variant of [text, text.replace(/[ \u00a0]+/g, "")])
    for (const token of variant.toLowerCase().split(TOKEN_SEPARATOR))
      for (const person of values.get(token.replace(/^[.@_+-]+|[.@_+-]+$/g, "")) ?? []) shown.add(person);
  return shown;
}

async function bytesText(bytes: Uint8Array, type: string): Promise<string> {
  if (type.includes("pdf")) return (await pdfPages(bytes)).join(" ");
  const zip = type.includes("zip") || type.includes("spreadsheetml") ? await JSZip.loadAsync(bytes) : null;
  if (!zip) return new TextDecoder().decode(bytes);
  const entries = Object.values(zip.files).filter((f) => !f.dir);
  const texts = await Promise.all(
    entries.map(async (f) => bytesText(await f.async("uint8array"), f.name.endsWith(".pdf") ? "pdf" : "")),
  );
  return texts.join("\n");
}

/** What an answer carries as text: JSON, CSV and other text as is, a PDF's pages, every file of a zip or workbook. */
export async function answerText(res: Response): Promise<string> {
  return bytesText(new Uint8Array(await res.clone().arrayBuffer()), res.headers.get("content-type") ?? "");
}
