// GET /tfg-api/defenses/courts/csv — the year's courts as 'Tribunales de defensa.csv'
import { endpoint } from "@/lib/api/endpoint";
import { csvDownload } from "@/lib/csv-export";
import { translator } from "@/lib/i18n/translate";
import { tfgAccess } from "@/lib/tfg/access";
import { listCourts } from "@/lib/tfg/courts/queries";
import { COURT_CSV_HEADER } from "@/lib/tfg/courts/schemas";
import { yearQuery } from "@/lib/tfg/schemas";

export const GET = endpoint(
  tfgAccess,
  "GET /tfg-api/defenses/courts/csv",
  { query: yearQuery },
  async ({ db, query, locale }) => {
    const courts = await listCourts(db, query.academicYearId);
    return csvDownload(
      translator(locale, "tfg")("csv.courtsFileName"),
      COURT_CSV_HEADER,
      courts.map((c) => [
        c.id,
        c.name,
        c.chairmanName,
        c.secretaryName,
        c.vocalName ?? "",
        c.degreeIds.join(";"),
        c.timeSpans.map((s) => s.start).join(";"),
      ]),
      locale,
    );
  },
);
