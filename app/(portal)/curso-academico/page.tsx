import { OpenYearButton } from "@/components/academic-year/islands";
import { YearActions } from "@/components/academic-year/year-actions";
import { pageSession } from "@/components/shell/page-gate";
import { Badge } from "@/components/ui/status-badge";
import { Table, type DataTableColumn } from "@/components/ui/table";
import { LoadError } from "@/components/ui/load-error";
import { listYears } from "@/lib/academic-year/queries";
import type { YearCounts, YearRowView } from "@/lib/academic-year/schemas";
import { nextYearName } from "@/lib/academic-year/shift";
import { getDb } from "@/lib/database";
import { loadOrNull } from "@/lib/load-or-null";

const count = (key: keyof YearCounts, header: string): DataTableColumn<YearRowView> => ({
  key,
  header,
  cell: (year) => year.counts[key],
  priority: 2,
});

const columns: DataTableColumn<YearRowView>[] = [
  { key: "name", header: "Curso" },
  { key: "externalId", header: "Identificador", priority: 3 },
  {
    key: "state",
    header: "Estado",
    cell: (year) => (
      <span className="flex gap-1">
        {year.active && <Badge tone="green">Activo</Badge>}
        {year.closed && <Badge tone="gray">Cerrado</Badge>}
      </span>
    ),
  },
  count("enrollmentTerms", "Convocatorias de matrícula"),
  count("enrollmentCapacities", "Plazas de matrícula por asignatura"),
  count("instanceTemplates", "Plantillas de instancia"),
  count("examTerms", "Convocatorias de examen"),
  count("tfgTerms", "Convocatorias de TFG"),
  count("tfgAreas", "Áreas temáticas"),
  count("tfgAllocations", "Límites de asignación"),
  { key: "actions", header: "Acciones", cell: (year) => <YearActions year={year} /> },
];

export default async function AcademicYearPage() {
  const session = await pageSession("academicYear");
  if (!session) return null;
  const years = await loadOrNull("los cursos académicos", async () => listYears(await getDb()));
  const from = years?.find((y) => y.active) ?? years?.[0];
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Curso académico</h1>
      <p className="max-w-3xl">
        Cada curso guarda sus convocatorias, plazas de matrícula, plantillas, áreas temáticas y límites de asignación.
        El curso siguiente se abre inactivo con una copia de los del curso elegido; después se activa, y el anterior se
        cierra y queda de solo lectura.
      </p>
      {years === null ? (
        <LoadError message="Ha habido un error al obtener los cursos académicos" />
      ) : (
        <>
          <OpenYearButton
            years={years}
            defaults={{
              from: from?.externalId ?? "",
              externalId: from ? nextYearName(from.externalId) : "",
              name: "",
              dryRun: false,
            }}
          />
          <Table caption="Cursos académicos" columns={columns} rows={years} rowKey={(year) => year.externalId} />
        </>
      )}
    </div>
  );
}
