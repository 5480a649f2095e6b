// GET /registry-api/export — CSV of every entry matching the list's filters (not just one page)
import { endpoint } from "@/lib/api/endpoint";
import { csvDownload } from "@/lib/csv-export";
import { registryAccess } from "@/lib/registry/access";
import { allRegistryEntries } from "@/lib/registry/queries";
import { REGISTRY_CSV_HEADER, registryCsvRow } from "@/lib/registry/csv";
import { registryListQuery } from "@/lib/registry/schemas";

export const GET = endpoint(
  registryAccess,
  "GET /registry-api/export",
  {
    query: registryListQuery,
    readsPersonalData: { what: "Registro: exportación CSV", shownInColumn: "DNI", identifiedBy: "dni" },
  },
  async ({ db, query }) => {
    async function* rows() {
      for await (const entry of allRegistryEntries(db, query)) yield registryCsvRow(entry);
    }
    return csvDownload("libro-de-registros.csv", REGISTRY_CSV_HEADER, rows());
  },
);
