// GET /exams-api/requests/courses/download — the active requests as choices.xlsx
import { endpoint } from "@/lib/api/endpoint";
import { CHOICES_FILE_NAME } from "@/lib/exams/constants";
import { FileDownload } from "@/lib/files/download";
import { allActiveRequests } from "@/lib/exams/requests/queries";
import { choicesWorkbook, XLSX_MIME } from "@/lib/exams/requests/spreadsheet";

export const GET = endpoint(
  { roles: ["ROLE_COORD", "ROLE_ADMIN", "ROLE_GES_EXAM"] },
  async ({ db, user }) =>
    new FileDownload(await choicesWorkbook(await allActiveRequests(db, user)), CHOICES_FILE_NAME, XLSX_MIME),
);
