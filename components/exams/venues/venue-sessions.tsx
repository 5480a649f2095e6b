"use client";

import type { DataTableColumn } from "@/components/ui/data-table";
import { formatDateTime } from "@/lib/dates";
import { examsPaths } from "@/lib/exams/client";
import type { VenueSessionListQuery, VenueSessionRow } from "@/lib/exams/venues/schemas";
import { SessionList } from "./session-list";

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
  return (
    <SessionList
      title="Plazas por sede y sesión"
      path={examsPaths.venueSessions(query)}
      failure="Ha habido un error al cargar las sedes"
      query={query}
      columns={columns}
      rowKey={(s) => `${s.venueId} ${s.startsAt}`}
      emptyMessage="No hay sesiones de examen con estos filtros"
    />
  );
}
