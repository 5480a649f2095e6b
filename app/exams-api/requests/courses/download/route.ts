// GET /exams-api/requests/courses/download — the active requests as choices.xlsx
import { endpoint } from "@/lib/api/endpoint";
import { examsAccess } from "@/lib/exams/access";
import { CHOICES_FILE_NAME } from "@/lib/exams/constants";
import { FileDownload } from "@/lib/files/download";
import { allActiveRequests } from "@/lib/exams/requests/queries";
import { choicesWorkbook, XLSX_MIME } from "@/lib/exams/requests/spreadsheet";

export const GET = endpoint(
  examsAccess,
  "GET /exams-api/requests/courses/download",
  async ({ db, user, locale }) =>
    new FileDownload(await choicesWorkbook(await allActiveRequests(db, user), locale), CHOICES_FILE_NAME, XLSX_MIME),
);
