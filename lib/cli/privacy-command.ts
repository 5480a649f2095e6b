import { createWriteStream } from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { Db } from "@/db";
import { NotFoundError } from "@/lib/api/errors";
import { streamedZip } from "@/lib/files/zip-stream";
import { erasePerson } from "@/lib/privacy/erase/erase";
import { describeErasure } from "@/lib/privacy/erase/describe";
import { buildPersonalDataExport, personByExternalId } from "@/lib/privacy/export/build";
import type { Command } from "./command";
import { withDb } from "./with-db";

const USAGE = `Uso: npm run portal -- privacy export <externalId> <fichero.zip>
     npm run portal -- privacy erase <externalId>`;

async function exportTo(db: Db, externalId: string, file: string): Promise<number> {
  const entries = await buildPersonalDataExport(db, await personByExternalId(db, externalId));
  const zip = streamedZip(entries, () => {}) as NodeReadableStream<Uint8Array>;
  await pipeline(Readable.fromWeb(zip), createWriteStream(file));
  const files = entries.map((entry) => entry.name);
  console.log(`Datos de ${externalId} exportados en ${file} (${files.length} ficheros):`);
  for (const name of files) console.log(`  ${name}`);
  return 0;
}

async function erase(db: Db, externalId: string): Promise<number> {
  const lines = await erasePerson(db, await personByExternalId(db, externalId));
  console.log(`Datos de ${externalId} suprimidos:`);
  for (const line of describeErasure(lines)) console.log(`  ${line}`);
  return 0;
}

// npm run portal -- privacy export|erase: the person's data as one zip (arts. 15 and 20 RGPD), or their erasure (art. 17).
async function privacy(args: string[]): Promise<number> {
  const [action, externalId, ...rest] = args;
  const run =
    action === "export" && externalId && rest.length === 1 && rest[0]!.endsWith(".zip")
      ? (db: Db) => exportTo(db, externalId, rest[0]!)
      : action === "erase" && externalId && rest.length === 0
        ? (db: Db) => erase(db, externalId)
        : null;
  if (!run) {
    console.error(USAGE);
    return 1;
  }
  return withDb(async (db) => {
    try {
      return await run(db);
    } catch (err) {
      if (!(err instanceof NotFoundError)) throw err;
      console.error(err.message);
      return 1;
    }
  });
}

export const privacyCommand: Command = { usage: USAGE, run: privacy };
