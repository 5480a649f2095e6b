// GET /registry-api/export — CSV of every entry matching the list's filters (not just one page)
import { endpoint } from "@/lib/api/endpoint";
import { csvDownload } from "@/lib/csv-export";
import { registryAccess } from "@/lib/registry/access";
import { allRegistryEntries } from "@/lib/registry/queries";
import { DNI_COLUMN, registryCsvHeader, registryCsvRows } from "@/lib/registry/csv";
import { translator } from "@/lib/i18n/translate";
import { registryListQuery } from "@/lib/registry/schemas";

export const GET = endpoint(
  registryAccess,
  "GET /registry-api/export",
  {
    query: registryListQuery,
    readsPersonalData: { what: "Registro: exportación CSV", shownInColumn: DNI_COLUMN, identifiedBy: "dni" },
  },
  async ({ db, query, locale }) => {
    const row = registryCsvRows(locale);
    async function* rows() {
      for await (const entry of allRegistryEntries(db, query)) yield row(entry);
    }
    const name = translator(locale, "registry")("export.fileName");
    return csvDownload(name, registryCsvHeader(locale), rows(), locale);
  },
);
