import { formatDateTime } from "@/lib/dates";
import { REGISTRY_BOOK_LABELS, REGISTRY_TYPE_LABELS } from "@/lib/registry/constants";
import { repeatedCodes, type RepeatedEntry } from "@/lib/registry/duplicates";
import type { Command } from "./command";
import { withDb } from "./with-db";

const USAGE = "Uso: npm run portal -- registry duplicates";

const line = (e: RepeatedEntry, first: boolean) =>
  `  asiento ${e.id} · ${REGISTRY_BOOK_LABELS[e.bookType]} · ${REGISTRY_TYPE_LABELS[e.type]} · ` +
  `${formatDateTime(e.created, "es")} · ${e.documentType ?? "sin tipo de documento"} · ` +
  (first ? "lo recibió primero" : "lo repite");

// npm run portal -- registry duplicates: the codes given to more than one entry before codes were unique
// (none is renumbered), each with its entries, the first holder first.
async function registry(args: string[]): Promise<number> {
  if (args[0] !== "duplicates" || args.length > 1) {
    console.error(USAGE);
    return 1;
  }
  return withDb(async (db) => {
    const repeated = await repeatedCodes(db);
    console.log(`Códigos repetidos en el libro de registro: ${repeated.length}`);
    for (const { code, entries } of repeated) {
      console.log(code);
      entries.forEach((entry, i) => console.log(line(entry, i === 0)));
    }
    return 0;
  });
}

export const registryCommand: Command = { usage: USAGE, run: registry };
