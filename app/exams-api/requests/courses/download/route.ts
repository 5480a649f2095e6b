// GET /exams-api/requests/courses/download — the active requests as choices.xlsx
import { endpoint } from "@/lib/api/endpoint";
import { allActiveRequests } from "@/lib/exams/queries";
import { CHOICES_FILE_NAME } from "@/lib/exams/constants";
import { choicesWorkbook, XLSX_MIME } from "@/lib/exams/spreadsheet";
import { FileDownload } from "@/lib/files/download";

export const GET = endpoint(
  { roles: ["ROLE_COORD", "ROLE_ADMIN", "ROLE_GES_EXAM"] },
  async ({ db, user }) =>
    new FileDownload(await choicesWorkbook(await allActiveRequests(db, user)), CHOICES_FILE_NAME, XLSX_MIME),
);
