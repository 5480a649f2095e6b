"use client";

import { DataTable, type DataTableColumn } from "@/components/ui/data-table";
import { LoadError } from "@/components/ui/load-error";
import { useApiRead } from "@/components/ui/use-api-read";
import { formatDateTime } from "@/lib/dates";
import { examsPaths } from "@/lib/exams/client";
import type { VenueSessionListQuery, VenueSessionRow } from "@/lib/exams/venues/schemas";
import type { Page } from "@/lib/validation/common";
import { SessionFilters } from "./session-filters";

const NO_LIMIT = "Sin límite";

const columns: DataTableColumn<VenueSessionRow>[] = [
  { key: "venue", header: "Sede", sortable: true, cell: (s) => s.venueName },
  { key: "date", header: "Fecha y hora", sortable: true, cell: (s) => formatDateTime(s.startsAt) },
  { key: "capacity", header: "Plazas", cell: (s) => s.capacity ?? NO_LIMIT },
  { key: "taken", header: "Ocupadas" },
  { key: "free", header: "Libres", cell: (s) => s.free ?? NO_LIMIT },
  { key: "waiting", header: "En lista de espera", priority: 2 },
];

/** 'Sedes': the seats of each venue at each exam date and time, for exam support. */
export function VenueSessions({ query }: { query: VenueSessionListQuery }) {
  const page = useApiRead<Page<VenueSessionRow>>(examsPaths.venueSessions(query), {
    failure: "Ha habido un error al cargar las sedes",
  });
  return (
    <section aria-labelledby="sedes-title" className="flex flex-col gap-3">
      <h2 id="sedes-title" className="text-lg font-semibold">
        Plazas por sede y sesión
      </h2>
      {page.error && <LoadError message={page.error} />}
      {page.data && (
        <DataTable
          columns={columns}
          rows={page.data.content}
          total={page.data.totalElements}
          totalCapped={page.data.totalElementsCapped}
          query={{ ...query, sort: query.sort ?? "date", direction: query.sort ? query.direction : "asc" }}
          filters={<SessionFilters current={query} />}
          caption="Plazas por sede y sesión"
          rowKey={(s) => `${s.venueId} ${s.startsAt}`}
          emptyMessage="No hay sesiones de examen con estos filtros"
        />
      )}
    </section>
  );
}
