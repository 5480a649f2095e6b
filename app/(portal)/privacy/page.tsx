import { getTableConfig } from "drizzle-orm/pg-core";
import { PersonExport } from "@/components/privacy/person-export";
import { pageSession } from "@/components/shell/page-gate";
import { Table } from "@/components/ui/table";
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
  { key: "id", header: "Tabla" },
  { key: "description", header: "Qué contiene" },
  { key: "legalBasis", header: "Base jurídica" },
  { key: "retention", header: "Conservación" },
  { key: "hold", header: "Bloqueo legal" },
];

export default async function PrivacyPage() {
  const session = await pageSession("privacy");
  if (!session) return null;
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-semibold">Protección de datos</h1>
      <section className="space-y-3">
        <h2 className="text-xl font-semibold">Solicitudes de una persona</h2>
        <p className="max-w-3xl">
          Para atender una solicitud de acceso o de portabilidad (artículos 15 y 20 del RGPD), indique el identificador
          de la persona y descargue el zip con todos sus datos. Para una solicitud de supresión (artículo 17), suprima
          sus datos: se conservan, reducidos a lo imprescindible, los que un bloqueo legal obliga a guardar.
        </p>
        <PersonExport />
      </section>
      <section className="space-y-3">
        <h2 className="text-xl font-semibold">Dónde se guardan datos personales</h2>
        <Table caption="Dónde se guardan datos personales" columns={columns} rows={rows} />
      </section>
    </div>
  );
}
