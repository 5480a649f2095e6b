"use client";

import { SessionFilters } from "@/components/exams/venues/session-filters";
import { DataTable, type DataTableColumn } from "@/components/ui/data-table";
import { LoadError } from "@/components/ui/load-error";
import { PersonCell } from "@/components/ui/person-cell";
import { useApiRead } from "@/components/ui/use-api-read";
import { formatDateTime } from "@/lib/dates";
import { examsPaths } from "@/lib/exams/client";
import type { WaitlistEntryListQuery, WaitlistEntryRow } from "@/lib/exams/waitlist/entry-schemas";
import type { Page } from "@/lib/validation/common";

const columns: DataTableColumn<WaitlistEntryRow>[] = [
  { key: "position", header: "Posición" },
  {
    key: "student",
    header: "Alumno",
    cell: (e) => <PersonCell familyName={e.familyName} givenName={e.givenName} dni={e.dni} />,
  },
  { key: "courseName", header: "Asignatura" },
  {
    key: "date",
    header: "Examen",
    sortable: true,
    cell: (e) => `Examen ${e.examOption} (${formatDateTime(e.examDate)})`,
  },
  { key: "venueName", header: "Sede" },
  { key: "joined", header: "En espera desde", priority: 2, cell: (e) => formatDateTime(e.joined) },
];

/** 'Listas de espera': who waits, in order, for each exam session and venue, for exam support. */
export function WaitlistEntries({ query }: { query: WaitlistEntryListQuery }) {
  const page = useApiRead<Page<WaitlistEntryRow>>(examsPaths.waitlistEntries(query), {
    failure: "Ha habido un error al cargar las listas de espera",
  });
  return (
    <section aria-labelledby="listas-title" className="flex flex-col gap-3">
      <h2 id="listas-title" className="text-lg font-semibold">
        Listas de espera
      </h2>
      {page.error && <LoadError message={page.error} />}
      {page.data && (
        <DataTable
          columns={columns}
          rows={page.data.content}
          total={page.data.totalElements}
          totalCapped={page.data.totalElementsCapped}
          query={{ ...query, sort: "date", direction: query.sort ? query.direction : "asc" }}
          filters={<SessionFilters current={query} />}
          caption="Listas de espera"
          emptyMessage="No hay nadie en lista de espera con estos filtros"
        />
      )}
    </section>
  );
}
