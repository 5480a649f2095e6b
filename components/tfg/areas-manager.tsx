"use client";

import { useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { LoadError } from "@/components/ui/load-error";
import { Switch } from "@/components/ui/switch";
import { useApiForm } from "@/components/ui/use-api-form";
import { useApiRead } from "@/components/ui/use-api-read";
import { tfgApi, tfgPaths } from "@/lib/tfg/client";
import { areaBody, type AreaBody, type AreaRow } from "@/lib/tfg/areas/schemas";
import { type NamedRef } from "@/lib/tfg/schemas";
import { CheckboxListField } from "./checkbox-list";
import { CsvUpload } from "./csv-upload";
import { ManagedTable } from "./managed-table";
import { failureToast } from "@/lib/ui/failure-toast";
import { useTfgAction } from "./use-tfg-action";

const payload = (a: AreaRow, active = a.active): AreaBody => ({
  id: a.id,
  name: a.name,
  academicYearId: a.academicYearId,
  active,
  assignedDegreeIds: a.assignedDegrees.map((d) => d.externalId),
  assignedManagerIds: a.assignedManagers.map((m) => m.externalId),
});

/**
 * 'Áreas temáticas': the year's areas, the subject form, the active toggle and the deletion (each
 * confirmed), CSV up and down (the download through the client, so a failure is said).
 */
export function AreasManager({
  areas,
  degrees,
  academicYearId,
  maxBytes,
}: {
  areas: AreaRow[];
  degrees: NamedRef[];
  academicYearId: number;
  maxBytes: number;
}) {
  const { download, busy } = useTfgAction();
  return (
    <ManagedTable
      caption="Áreas temáticas"
      rows={areas}
      emptyMessage="No hay áreas temáticas en este curso académico"
      newLabel="Nueva área temática"
      tools={
        <Button variant="secondary" busy={busy} onClick={() => download(tfgApi.areasCsvPath(academicYearId))}>
          Descargar CSV
        </Button>
      }
      columns={(confirm) => [
        { key: "name", header: "Nombre" },
        { key: "degrees", header: "Titulaciones", cell: (a) => a.assignedDegrees.map((d) => d.name).join(", ") },
        { key: "managers", header: "Gestores", cell: (a) => a.assignedManagers.map((m) => m.name).join(", ") },
        {
          key: "active",
          header: "Visible",
          cell: (a) => (
            <Switch label={`Visible: ${a.name}`} checked={a.active} onCheckedChange={() => confirm("toggle", a)} />
          ),
        },
      ]}
      rowActions={(a, confirm) => (
        <Button size="sm" variant="danger" onClick={() => confirm("delete", a)} aria-label={`Eliminar ${a.name}`}>
          Eliminar
        </Button>
      )}
      form={(area, close) => <AreaForm area={area} degrees={degrees} academicYearId={academicYearId} onClose={close} />}
      confirmations={{
        toggle: {
          title: (a) => (a.active ? "Ocultar área temática" : "Mostrar área temática"),
          description: (a) => `¿Cambiar la visibilidad de «${a.name}»?`,
          action: (a) => tfgApi.updateArea(a.id, payload(a, !a.active)),
          success: "Área temática actualizada",
          error: "Ha habido un error al actualizar el área temática",
        },
        delete: {
          title: () => "Eliminar área temática",
          description: (a) => `¿Eliminar «${a.name}»?`,
          confirmLabel: "Eliminar",
          destructive: true,
          action: (a) => tfgApi.deleteArea(a.id),
          success: "Área temática eliminada",
          error: "Ha habido un error al eliminar el área temática",
        },
      }}
    >
      <CsvUpload label="Subir áreas temáticas (CSV)" kind="areas" maxBytes={maxBytes} />
    </ManagedTable>
  );
}

/** The subject form: name, degrees and managers are required; managers are offered once degrees are chosen. */
function AreaForm({
  area,
  degrees,
  academicYearId,
  onClose,
}: {
  area: AreaRow | null;
  degrees: NamedRef[];
  academicYearId: number;
  onClose: () => void;
}) {
  const { form, onSubmit, busy, errorOf } = useApiForm(areaBody, {
    defaultValues: area
      ? payload(area)
      : { name: "", academicYearId, active: true, assignedDegreeIds: [], assignedManagerIds: [] },
    submit: (body) => (area ? tfgApi.updateArea(area.id, body) : tfgApi.createArea(body)),
    success: "Área temática guardada",
    failure: failureToast("Ha habido un error al guardar el área temática"),
    onDone: onClose,
  });
  const degreeIds = (useWatch({ control: form.control, name: "assignedDegreeIds" }) ?? []) as string[];
  const managersRead = useApiRead<NamedRef[]>(degreeIds.length ? tfgPaths.areaInstructors(degreeIds) : null);
  const managers = managersRead.data ?? [];
  return (
    <FormDialog
      title={area ? "Editar área temática" : "Nueva área temática"}
      size="xl"
      onClose={onClose}
      onSubmit={onSubmit}
      busy={busy}
    >
      <Field label="Nombre" required error={errorOf("name")}>
        <Input {...form.register("name")} />
      </Field>
      <CheckboxListField
        control={form.control}
        name="assignedDegreeIds"
        legend="Titulaciones"
        items={degrees}
        error={errorOf("assignedDegreeIds")}
      />
      {managersRead.error && <LoadError message="Ha habido un error al obtener los gestores de las titulaciones" />}
      <CheckboxListField
        control={form.control}
        name="assignedManagerIds"
        legend="Gestores"
        items={managers}
        error={errorOf("assignedManagerIds")}
        disabled={degreeIds.length === 0}
      />
      {degreeIds.length === 0 && (
        <p className="text-sm text-gray-700">Elige primero las titulaciones para poder escoger los gestores.</p>
      )}
    </FormDialog>
  );
}
