import { readFile } from "node:fs/promises";
import { parseCsv } from "@/lib/import/parse-csv";
import { notifyCredentials, type CredentialsRow } from "@/lib/notifications/credentials";
import { notifyLists, type NotifyOutcome } from "@/lib/notifications/notify";
import { configuredTransports } from "@/lib/outbox/transports";
import type { Command } from "./command";
import { withDb } from "./with-db";

const USAGE = "Uso: npm run portal -- notify credentials <fichero.csv>  |  npm run portal -- notify lists";
const COLUMNS = ["externalId", "username", "password"] as const;

/** One line per user (never the password), then the totals; exit code 1 if anyone did not get their mail. */
function report(outcomes: NotifyOutcome[]): number {
  for (const o of outcomes)
    console.log(
      `${o.externalId}: ${o.status}${"outboxId" in o ? ` (mensaje ${o.outboxId})` : ""}${o.detail ? ` — ${o.detail}` : ""}`,
    );
  const count = (status: NotifyOutcome["status"]) => outcomes.filter((o) => o.status === status).length;
  console.log(
    `Enviados ${count("SENT")}, en cola ${count("QUEUED")}, fallidos ${count("FAILED")}, sin enviar ${count("SKIPPED")}`,
  );
  return count("FAILED") + count("SKIPPED") > 0 ? 1 : 0;
}

async function readCredentials(file: string): Promise<CredentialsRow[] | null> {
  const { records, errors } = parseCsv(await readFile(file, "utf8"), COLUMNS);
  for (const r of records) {
    for (const column of COLUMNS)
      if (!r.cells[column]?.trim()) errors.push({ line: r.line, reason: `falta ${column}` });
  }
  for (const e of errors.sort((a, b) => a.line - b.line)) console.error(`Línea ${e.line}: ${e.reason}`);
  if (errors.length > 0) return null;
  return records.map((r) => ({
    externalId: r.cells.externalId!.trim(),
    username: r.cells.username!.trim(),
    password: r.cells.password!,
  }));
}

// npm run portal -- notify credentials <file.csv> | notify lists
async function notify(args: string[]): Promise<number> {
  const [what, file] = args;
  if (!(what === "credentials" && file && args.length === 2) && !(what === "lists" && args.length === 1)) {
    console.error(USAGE);
    return 1;
  }
  const transports = configuredTransports();
  if (!transports.EMAIL) console.log("Correo: no hay servidor SMTP configurado (SMTP_URL).");
  if (what === "lists") return withDb(async (db) => report(await notifyLists(db, transports)));
  const rows = await readCredentials(file!);
  if (!rows) return 1;
  return withDb(async (db) => report(await notifyCredentials(db, rows, { transports })));
}

export const notifyCommand: Command = { usage: USAGE, run: notify };
