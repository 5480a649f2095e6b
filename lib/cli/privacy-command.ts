import { writeFile } from "node:fs/promises";
import { NotFoundError } from "@/lib/api/errors";
import { buildPersonalDataExport, personByExternalId } from "@/lib/privacy/export/build";
import type { Command } from "./command";
import { withDb } from "./with-db";

const USAGE = "Uso: npm run portal -- privacy export <externalId> <fichero.zip>";

// npm run portal -- privacy export <externalId> <file.zip>: the person's data as one zip (arts. 15 and 20 RGPD).
async function privacy(args: string[]): Promise<number> {
  const [action, externalId, file, ...extra] = args;
  if (action !== "export" || !externalId || !file || !file.endsWith(".zip") || extra.length > 0) {
    console.error(USAGE);
    return 1;
  }
  return withDb(async (db) => {
    try {
      const { zip, files } = await buildPersonalDataExport(db, await personByExternalId(db, externalId));
      await writeFile(file, await zip.generateAsync({ type: "uint8array", compression: "DEFLATE" }));
      console.log(`Datos de ${externalId} exportados en ${file} (${files.length} ficheros):`);
      for (const name of files) console.log(`  ${name}`);
      return 0;
    } catch (err) {
      if (!(err instanceof NotFoundError)) throw err;
      console.error(err.message);
      return 1;
    }
  });
}

export const privacyCommand: Command = { usage: USAGE, run: privacy };
