import { readFileSync } from "node:fs";
import path from "node:path";
import { importCsv } from "@/lib/import/import-file";
import type { ImportOptions } from "@/lib/import/kind-spec";
import { IMPORT_KINDS, isImportKind } from "@/lib/import/kinds";
import type { Command } from "./command";
import { IMPORT_KINDS_HELP } from "./help";
import { withDb } from "./with-db";

const MAX_SHOWN_ERRORS = 50;

const USAGE = `Uso: npm run portal -- import <tipo> <fichero.csv>
     npm run portal -- import course-members <fichero.csv> --replace <cursoAcadémico>

${IMPORT_KINDS_HELP}`;

/** The file's text, or null after explaining why it cannot be read. */
function readUtf8(file: string): string | null {
  // npm runs scripts from the package folder; INIT_CWD is where the user typed the command.
  const fullPath = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  let bytes: Buffer;
  try {
    bytes = readFileSync(fullPath);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    console.error(code === "ENOENT" ? `No existe el fichero ${fullPath}` : `No se puede leer ${fullPath} (${code})`);
    return null;
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    console.error(`${fullPath} no está en UTF-8: guárdalo como "CSV UTF-8" e inténtalo de nuevo`);
    return null;
  }
}

/** `--replace <academicYear>` after the file, for course-members alone; null when the arguments do not fit. */
function optionsOf(kind: string, extra: string[]): ImportOptions | null {
  if (extra.length === 0) return {};
  const [flag, year, ...rest] = extra;
  return kind === "course-members" && flag === "--replace" && year && rest.length === 0 ? { replace: year } : null;
}

// npm run portal -- import <kind> <file> [--replace <academicYear>]
async function importFile(args: string[]): Promise<number> {
  const [kind, file, ...extra] = args;
  const options = kind ? optionsOf(kind, extra) : null;
  if (!kind || !file || !options) {
    console.error(USAGE);
    return 1;
  }
  if (!isImportKind(kind)) {
    console.error(`Tipo de importación desconocido: "${kind}". Tipos válidos: ${IMPORT_KINDS.join(", ")}`);
    return 1;
  }
  const text = readUtf8(file);
  if (text === null) return 1;

  return withDb(async (db) => {
    const result = await importCsv(db, kind, text, options);
    if (!result.ok) {
      const { errors } = result;
      console.error(
        `No se ha importado nada: ${errors.length === 1 ? "hay 1 error" : `hay ${errors.length} errores`} en ${file}`,
      );
      for (const error of errors.slice(0, MAX_SHOWN_ERRORS)) console.error(error);
      if (errors.length > MAX_SHOWN_ERRORS) console.error(`… y ${errors.length - MAX_SHOWN_ERRORS} errores más`);
      return 1;
    }
    console.log(result.rows === 1 ? `Importada 1 fila de ${kind}` : `Importadas ${result.rows} filas de ${kind}`);
    for (const note of result.notes ?? []) console.log(note);
    return 0;
  });
}

export const importCommand: Command = { usage: USAGE, run: importFile };
