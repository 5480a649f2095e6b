import ExcelJS from "exceljs";
import { PORTAL_TIME_ZONE } from "@/lib/dates";
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
    sheet.addRow({
      id: row.id,
      user: `${row.name} (${row.userId})`,
      exam: `Examen ${row.examOption}`,
      course: row.courseName,
      venue: row.headquarterName,
      created: madridWallClock(row.created),
    });
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** Excel dates carry no zone: write Madrid's wall-clock time, as the portal shows it. */
function madridWallClock(iso: string): Date {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: PORTAL_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(iso));
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return new Date(Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second")));
}
