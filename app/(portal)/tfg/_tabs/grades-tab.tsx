import { CsvUpload } from "@/components/tfg/islands";
import { PageTable } from "@/components/shared/page-table";
import { LoadError } from "@/components/ui/load-error";
import { uploadMaxBytes } from "@/lib/files/limits";
import { pageQuery } from "@/lib/list/page-query";
import { listPriorityGrades } from "@/lib/tfg/proposal/priority-grades";
import { priorityListQuery } from "@/lib/tfg/proposal/schemas";
import { readTab, type TabProps } from "./tab-props";

/** 'Subida de notas' (admin): the priority grades, paged, with their CSV upload and the limits CSV. */
export async function GradesTab({ db, searchParams }: TabProps) {
  const query = pageQuery(priorityListQuery, searchParams);
  const maxBytes = uploadMaxBytes();
  const data = await readTab("las notas de prioridad", { page: () => listPriorityGrades(db, query) });
  return (
    <div className="flex flex-col gap-6">
      <CsvUpload label="Subir notas de prioridad (CSV)" kind="priority" maxBytes={maxBytes} />
      {data ? (
        <PageTable
          caption="Notas de prioridad"
          page={data.page}
          query={query}
          emptyMessage="No se han subido notas de prioridad"
          columns={[
            { key: "userName", header: "Alumno" },
            { key: "degreeName", header: "Titulación" },
            {
              key: "priority",
              header: "Nota de prioridad",
              sortable: true,
              cell: (g) => g.priority.toLocaleString("es-ES"),
            },
          ]}
        />
      ) : (
        <LoadError message="Ha habido un error al obtener las notas de prioridad" />
      )}
      <CsvUpload label="Subir límites de dirección (CSV)" kind="instructors" maxBytes={maxBytes} />
    </div>
  );
}
