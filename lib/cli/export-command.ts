import { writeFileSync } from "node:fs";
import path from "node:path";
import { ApiError } from "@/lib/api/errors";
import { enrolmentsCsv } from "@/lib/enrollments/requests/year-export";
import type { Command } from "./command";
import { withDb } from "./with-db";

const USAGE = "Uso: npm run portal -- export enrolments <cursoAcadémico> <fichero.csv>";

// npm run portal -- export enrolments <academicYear> <file>: what the information system loads.
async function exportFile(args: string[]): Promise<number> {
  const [what, academicYear, file, ...extra] = args;
  if (what !== "enrolments" || !academicYear || !file || extra.length > 0) {
    console.error(USAGE);
    return 1;
  }
  // npm runs scripts from the package folder; INIT_CWD is where the user typed the command.
  const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  return withDb(async (db) => {
    let csv: string;
    try {
      csv = await enrolmentsCsv(db, academicYear);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      console.error(err.message);
      return 1;
    }
    writeFileSync(target, csv, "utf8");
    const rows = csv.split("\r\n").length - 2;
    console.log(
      `${rows === 1 ? "Exportada 1 fila" : `Exportadas ${rows} filas`} de matrícula tramitada del curso ${academicYear} en ${target}`,
    );
    return 0;
  });
}

export const exportCommand: Command = { usage: USAGE, run: exportFile };
