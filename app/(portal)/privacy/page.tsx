import { getTableConfig } from "drizzle-orm/pg-core";
import { PersonExport } from "@/components/privacy/person-export";
import { PersonReads } from "@/components/privacy/person-reads";
import { pageSession } from "@/components/shell/page-gate";
import { Table } from "@/components/ui/table";
import { getDb } from "@/lib/database";
import { NotFoundError } from "@/lib/api/errors";
import { readsOfStudent } from "@/lib/access-log/queries";
import { readListQuery } from "@/lib/access-log/schemas";
import { loadOrNull } from "@/lib/load-or-null";
import { pageQuery, type SearchParams } from "@/lib/list/page-query";
import { personByExternalId } from "@/lib/privacy/export/build";
import { personalDataRegistry } from "@/lib/privacy/registry";
import { LEGAL_BASES } from "@/lib/privacy/registry/types";

const rows = personalDataRegistry.map((d) => ({
  id: getTableConfig(d.table).name,
  module: d.module,
  description: d.description,
  legalBasis: LEGAL_BASES[d.legalBasis],
  retention: d.retention,
  hold: d.hold ?? "No",
}));

const columns = [
  { key: "module", header: "Servicio" },
  { key: "description", header: "Qué contiene" },
  { key: "legalBasis", header: "Base jurídica" },
  { key: "retention", header: "Conservación" },
  { key: "hold", header: "Bloqueo legal" },
];

/** The reads of the person named in the URL: "unknown" when nobody has that identifier, null when the read failed. */
async function readsOf(person: string, query: ReturnType<typeof readListQuery.parse>) {
  if (!person) return undefined;
  const db = await getDb();
  const found = await personByExternalId(db, person).catch((err: unknown) => {
    if (err instanceof NotFoundError) return "unknown" as const;
    throw err;
  });
  return found === "unknown" ? found : loadOrNull("las consultas", () => readsOfStudent(db, found.id, query));
}

export default async function PrivacyPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const session = await pageSession("privacy");
  if (!session) return null;
  const params = await searchParams;
  const person = String([params.persona ?? ""].flat()[0]).trim();
  const query = pageQuery(readListQuery, params);
  const reads = await readsOf(person, query);
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-semibold">Protección de datos</h1>
      <section className="space-y-3">
        <h2 className="text-xl font-semibold">Solicitudes de una persona</h2>
        <p className="max-w-3xl">
          Para atender una solicitud de acceso o de portabilidad (artículos 15 y 20 del RGPD), busca a la persona por su
          nombre, su DNI o su correo y descarga el zip con todos sus datos. Para una solicitud de supresión (artículo
          17), suprime sus datos: se conservan, reducidos a lo imprescindible, los que un bloqueo legal obliga a
          guardar.
        </p>
        <PersonExport />
      </section>
      <section className="space-y-3">
        <h2 className="text-xl font-semibold">Consultas de los datos de un alumno</h2>
        <p className="max-w-3xl">
          Cada vez que alguien del personal abre la ficha de un alumno, el detalle de una de sus solicitudes o descarga
          uno de sus ficheros, queda anotado quién, cuándo y qué consultó.
        </p>
        <PersonReads person={person} reads={reads} query={query} />
      </section>
      <section className="space-y-3">
        <h2 className="text-xl font-semibold">Dónde se guardan datos personales</h2>
        <Table caption="Dónde se guardan datos personales" columns={columns} rows={rows} />
      </section>
    </div>
  );
}
