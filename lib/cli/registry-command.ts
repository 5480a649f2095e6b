import { formatDateTime } from "@/lib/dates";
import { REGISTRY_BOOK_LABELS, REGISTRY_TYPE_LABELS } from "@/lib/registry/constants";
import { repeatedCodes, sealLegacyCodes, unsealedCount, type RepeatedEntry } from "@/lib/registry/duplicates";
import type { Command } from "./command";
import { withDb } from "./with-db";

const USAGE = "Uso: npm run portal -- registry duplicates [--seal]";

const line = (e: RepeatedEntry, first: boolean) =>
  `  asiento ${e.id} · ${REGISTRY_BOOK_LABELS[e.bookType]} · ${REGISTRY_TYPE_LABELS[e.type]} · ` +
  `${formatDateTime(e.created)} · ${e.documentType ?? "sin tipo de documento"} · ` +
  (first ? "lo recibió primero" : "lo repite");

// npm run portal -- registry duplicates [--seal]: the codes given to more than one entry before codes were
// unique (none is renumbered); --seal first puts every older entry that can hold its code under the unique index.
async function registry(args: string[]): Promise<number> {
  const seal = args[1] === "--seal";
  if (args[0] !== "duplicates" || args.length > 2 || (args.length === 2 && !seal)) {
    console.error(USAGE);
    return 1;
  }
  return withDb(async (db) => {
    if (seal)
      console.log(`Asientos anteriores a la numeración única bajo el índice único: ${await sealLegacyCodes(db)}`);
    const repeated = await repeatedCodes(db);
    console.log(`Códigos repetidos en el libro de registro: ${repeated.length}`);
    for (const { code, entries } of repeated) {
      console.log(code);
      entries.forEach((entry, i) => console.log(line(entry, i === 0)));
    }
    const unsealed = await unsealedCount(db);
    if (unsealed > 0)
      console.log(
        `Asientos anteriores a la numeración única fuera del índice único: ${unsealed}` +
          (seal ? " (repiten un código de otro asiento)." : ". Revísalos y ejecuta esta orden con --seal."),
      );
    return 0;
  });
}

export const registryCommand: Command = { usage: USAGE, run: registry };
