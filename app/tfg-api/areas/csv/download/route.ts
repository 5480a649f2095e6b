// GET /tfg-api/areas/csv/download — the year's areas as a CSV in the upload's own format
import { endpoint } from "@/lib/api/endpoint";
import { csvDownload } from "@/lib/csv-export";
import { translator } from "@/lib/i18n/translate";
import { tfgAccess } from "@/lib/tfg/access";
import { listAreas } from "@/lib/tfg/areas/queries";
import { AREA_CSV_HEADER, areasQuery } from "@/lib/tfg/areas/schemas";

/** A cell of external ids, as the upload reads them. */
const ids = (list: { externalId: string }[]) => list.map((x) => x.externalId).join(";");

export const GET = endpoint(
  tfgAccess,
  "GET /tfg-api/areas/csv/download",
  { query: areasQuery },
  async ({ db, query, locale }) => {
    const areas = await listAreas(db, { ...query, all: true });
    const rows = areas.map((a) => [a.academicYearId, a.name, ids(a.assignedDegrees), ids(a.assignedManagers)]);
    return csvDownload(translator(locale, "tfg")("csv.areasFileName"), AREA_CSV_HEADER, rows, locale);
  },
);
