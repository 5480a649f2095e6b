import ExcelJS from "exceljs";
import { wallClockAsUtc } from "@/lib/dates";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translate";
import type { RequestRow } from "./schemas";

export const XLSX_MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The coordinator's active requests as a workbook: a header row, real dates, set column widths. */
export async function choicesWorkbook(rows: RequestRow[], locale: Locale): Promise<Uint8Array> {
  const t = translator(locale, "exams");
  const workbook = new ExcelJS.Workbook();
  workbook.creator = translator(locale, "shell")("portalName");
  const sheet = workbook.addWorksheet(t("spreadsheet.sheet"));
  sheet.columns = [
    { header: t("spreadsheet.id"), key: "id", width: 8 },
    { header: t("spreadsheet.user"), key: "user", width: 32 },
    { header: t("spreadsheet.exam"), key: "exam", width: 22 },
    { header: t("spreadsheet.course"), key: "course", width: 36 },
    { header: t("spreadsheet.venue"), key: "venue", width: 24 },
    { header: t("spreadsheet.created"), key: "created", width: 20, style: { numFmt: "dd/mm/yyyy hh:mm" } },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: "frozen", ySplit: 1 }];
  for (const row of rows) {
    // Excel dates carry no zone: the cell holds the wall clock the portal shows.
    sheet.addRow({
      id: row.id,
      user: `${row.name} (${row.userId})`,
      exam: t("spreadsheet.examCell", { option: row.examOption }),
      course: row.courseName,
      venue: row.headquarterName,
      created: wallClockAsUtc(row.created),
    });
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
