// GET /instances-api/instances/export — CSV of every request matching the list's filters (not just one page)
import { endpoint } from "@/lib/api/endpoint";
import { csvDownload } from "@/lib/csv-export";
import { instancesAccess } from "@/lib/instances/access";
import { instanceCsvHeader, instanceCsvRow } from "@/lib/instances/requests/csv-export";
import { instanceListQuery } from "@/lib/instances/requests/list-query";
import { allInstances } from "@/lib/instances/requests/queries";

export const GET = endpoint(
  instancesAccess,
  "GET /instances-api/instances/export",
  {
    query: instanceListQuery,
    readsPersonalData: { what: "Instancias: exportación CSV", shownInColumn: "Alumno" },
  },
  async ({ db, user, query, locale }) => {
    const line = instanceCsvRow(locale);
    async function* rows() {
      for await (const row of allInstances(db, user, query)) yield line(row);
    }
    return csvDownload("instancias.csv", instanceCsvHeader(locale), rows(), locale);
  },
);
