// GET /enrollments-api/requests/csv — selfextendedenrollments.csv: every request matching the filters, not one page
import { endpoint } from "@/lib/api/endpoint";
import { csvDownload } from "@/lib/csv-export";
import { enrollmentsAccess } from "@/lib/enrollments/access";
import { ENROLLMENTS_CSV_NAME, enrollmentsCsv } from "@/lib/enrollments/requests/csv";
import { allRequests } from "@/lib/enrollments/requests/queries";
import { enrollmentListQuery } from "@/lib/enrollments/requests/schemas";

const read = { what: "Matrícula: exportación CSV de solicitudes", shownInColumn: "userExternalId" };
export const GET = endpoint(
  enrollmentsAccess,
  "GET /enrollments-api/requests/csv",
  { query: enrollmentListQuery, readsPersonalData: read },
  async ({ db, user, query, locale }) => {
    const csv = enrollmentsCsv(locale);
    async function* rows() {
      for await (const request of allRequests(db, user, query)) yield csv.row(request);
    }
    return csvDownload(ENROLLMENTS_CSV_NAME, csv.header, rows(), locale);
  },
);
