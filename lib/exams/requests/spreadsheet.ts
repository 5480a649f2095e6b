import ExcelJS from "exceljs";
import { wallClockAsUtc } from "@/lib/dates";
import type { RequestRow } from "./schemas";

export const XLSX_MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The coordinator's active requests as a workbook: a header row, real dates, set column widths. */
export async function choicesWorkbook(rows: RequestRow[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Portal de servicios";
  const sheet = workbook.addWorksheet("Peticiones");
  sheet.columns = [
    { header: "Id", key: "id", width: 8 },
    { header: "Usuario", key: "user", width: 32 },
    { header: "Examen", key: "exam", width: 22 },
    { header: "Curso", key: "course", width: 36 },
    { header: "Sede", key: "venue", width: 24 },
    { header: "Fecha de petición", key: "created", width: 20, style: { numFmt: "dd/mm/yyyy hh:mm" } },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: "frozen", ySplit: 1 }];
  for (const row of rows) {
    // Excel dates carry no zone: the cell holds the wall clock the portal shows.
    sheet.addRow({
      id: row.id,
      user: `${row.name} (${row.userId})`,
      exam: `Examen ${row.examOption}`,
      course: row.courseName,
      venue: row.headquarterName,
      created: wallClockAsUtc(row.created),
    });
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
