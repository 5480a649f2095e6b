// GET /tfg-api/areas/csv/download — the year's areas as a CSV in the upload's own format
import { endpoint } from "@/lib/api/endpoint";
import { csvDownload } from "@/lib/csv-export";
import { tfgAccess } from "@/lib/tfg/access";
import { listAreas } from "@/lib/tfg/areas/queries";
import { AREA_CSV_HEADER, areasQuery } from "@/lib/tfg/areas/schemas";

export const GET = endpoint(
  tfgAccess,
  "GET /tfg-api/areas/csv/download",
  { query: areasQuery },
  async ({ db, query }) => {
    const areas = await listAreas(db, { ...query, all: true });
    return csvDownload(
      "Áreas temáticas.csv",
      AREA_CSV_HEADER,
      areas.map((a) => [
        a.academicYearId,
        a.name,
        a.assignedDegrees.map((d) => d.externalId).join(";"),
        a.assignedManagers.map((m) => m.externalId).join(";"),
      ]),
    );
  },
);
