"use client";

import { SessionList } from "@/components/exams/venues/session-list";
import type { DataTableColumn } from "@/components/ui/data-table";
import { PersonCell } from "@/components/ui/person-cell";
import { formatDateTime } from "@/lib/dates";
import { examsPaths } from "@/lib/exams/client";
import type { WaitlistEntryListQuery, WaitlistEntryRow } from "@/lib/exams/waitlist/entry-schemas";

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
  return (
    <SessionList
      title="Listas de espera"
      path={examsPaths.waitlistEntries(query)}
      failure="Ha habido un error al cargar las listas de espera"
      query={query}
      columns={columns}
      emptyMessage="No hay nadie en lista de espera con estos filtros"
    />
  );
}
