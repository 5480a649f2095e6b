"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { Button, buttonClasses } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input } from "@/components/ui/field";
import { Switch } from "@/components/ui/switch";
import { Table } from "@/components/ui/table";
import { useApiRead } from "@/components/ui/use-api-read";
import { tfgClient, tfgPaths } from "@/lib/tfg/client";
import { areaBody, type AreaBody, type AreaRow, type NamedRef } from "@/lib/tfg/schemas";
import type { z } from "@/lib/validation/z";
import { CheckboxList } from "./checkbox-list";
import { CsvUpload } from "./csv-upload";
import { useTfgAction } from "./use-tfg-action";

/** 'Áreas temáticas': the year's areas, the subject form, the active toggle (confirmed), CSV up and down. */
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
  const [editing, setEditing] = useState<AreaRow | "new" | null>(null);
  const [toggling, setToggling] = useState<AreaRow | null>(null);
  const { run } = useTfgAction();
  const payload = (a: AreaRow, active = a.active): AreaBody => ({
    id: a.id,
    name: a.name,
    academicYearId: a.academicYearId,
    active,
    assignedDegreeIds: a.assignedDegrees.map((d) => d.externalId),
    assignedManagerIds: a.assignedManagers.map((m) => m.externalId),
  });
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => setEditing("new")}>Nueva área temática</Button>
        <a
          className={buttonClasses("secondary")}
          href={tfgClient.areasCsvPath(academicYearId)}
          target="_blank"
          rel="noreferrer"
        >
          Descargar CSV
        </a>
      </div>
      <Table
        caption="Áreas temáticas"
        rows={areas}
        emptyMessage="No hay áreas temáticas en este curso académico"
        columns={[
          { key: "name", header: "Nombre" },
          { key: "degrees", header: "Titulaciones", cell: (a) => a.assignedDegrees.map((d) => d.name).join(", ") },
          { key: "managers", header: "Gestores", cell: (a) => a.assignedManagers.map((m) => m.name).join(", ") },
          {
            key: "active",
            header: "Visible",
            cell: (a) => (
              <Switch label={`Visible: ${a.name}`} checked={a.active} onCheckedChange={() => setToggling(a)} />
            ),
          },
          {
            key: "actions",
            header: "Acciones",
            cell: (a) => (
              <Button size="sm" variant="secondary" onClick={() => setEditing(a)} aria-label={`Editar ${a.name}`}>
                Editar
              </Button>
            ),
          },
        ]}
      />
      <CsvUpload label="Subir áreas temáticas (CSV)" kind="areas" maxBytes={maxBytes} />
      {editing && (
        <AreaForm
          area={editing === "new" ? null : editing}
          degrees={degrees}
          academicYearId={academicYearId}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={toggling !== null}
        onOpenChange={(open) => !open && setToggling(null)}
        title={toggling?.active ? "Ocultar área temática" : "Mostrar área temática"}
        description={`¿Cambiar la visibilidad de «${toggling?.name}»?`}
        onConfirm={() =>
          run(() => tfgClient.updateArea(toggling!.id, payload(toggling!, !toggling!.active)), {
            success: "Área temática actualizada",
            error: "Ha habido un error al actualizar el área temática",
          }).then(() => undefined)
        }
      />
    </div>
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
  const form = useForm<AreaBody, unknown, z.output<typeof areaBody>>({
    resolver: zodResolver(areaBody),
    defaultValues: {
      name: area?.name ?? "",
      academicYearId,
      active: area?.active ?? true,
      assignedDegreeIds: area?.assignedDegrees.map((d) => d.externalId) ?? [],
      assignedManagerIds: area?.assignedManagers.map((m) => m.externalId) ?? [],
    },
  });
  const degreeIds = (useWatch({ control: form.control, name: "assignedDegreeIds" }) ?? []) as string[];
  const managers = useApiRead<NamedRef[]>(degreeIds.length ? tfgPaths.areaInstructors(degreeIds) : null).data ?? [];
  const { run, busy } = useTfgAction();
  const errors = form.formState.errors;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={area ? "Editar área temática" : "Nueva área temática"}
      size="xl"
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit((body) =>
          run(() => (area ? tfgClient.updateArea(area.id, body) : tfgClient.createArea(body)), {
            success: "Área temática guardada",
            error: "Ha habido un error al guardar el área temática",
            onDone: onClose,
          }).catch(() => undefined),
        )}
      >
        <Field label="Nombre" required error={errors.name?.message}>
          <Input {...form.register("name")} />
        </Field>
        <Controller
          control={form.control}
          name="assignedDegreeIds"
          render={({ field }) => (
            <CheckboxList
              legend="Titulaciones"
              items={degrees}
              selected={field.value as string[]}
              onChange={field.onChange}
              error={errors.assignedDegreeIds?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="assignedManagerIds"
          render={({ field }) => (
            <CheckboxList
              legend="Gestores"
              items={managers}
              selected={field.value as string[]}
              onChange={field.onChange}
              error={errors.assignedManagerIds?.message}
              disabled={degreeIds.length === 0}
            />
          )}
        />
        {degreeIds.length === 0 && (
          <p className="text-sm text-gray-700">Elige primero las titulaciones para poder escoger los gestores.</p>
        )}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" busy={busy}>
            Guardar
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
