import { Table } from "@/components/ui/table";
import { formatDateTime } from "@/lib/dates";
import type { WaitlistRow } from "@/lib/exams/waitlist/schemas";

/** 'Peticiones realizadas': the waiting lists the student is on, each with their position. */
export function WaitingEntries({ entries }: { entries: WaitlistRow[] }) {
  return (
    <section>
      <h2 className="mb-3 text-lg font-semibold">Tus listas de espera</h2>
      <Table
        caption="Tus listas de espera"
        rows={entries}
        emptyMessage="No estás en ninguna lista de espera"
        columns={[
          { key: "courseName", header: "Asignatura" },
          { key: "exam", header: "Examen", cell: (e) => `${e.examOption}, ${formatDateTime(e.examDate)}` },
          { key: "headquarterName", header: "Sede" },
          { key: "position", header: "Posición" },
          { key: "joined", header: "Desde", cell: (e) => formatDateTime(e.joined) },
        ]}
      />
    </section>
  );
}
