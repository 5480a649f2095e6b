"use client";

import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import { tfgApi } from "@/lib/tfg/client";
import type { AreaRights, AreaRow } from "@/lib/tfg/areas/schemas";
import { type NamedRef } from "@/lib/tfg/schemas";
import { AreaForm, areaPayload } from "./area-form";
import { CsvUpload } from "./csv-upload";
import { ManagedTable } from "./managed-table";
import { useTfgAction } from "./use-tfg-action";

const NONE: AreaRights = { edit: false, links: false };

/**
 * 'Áreas temáticas': the year's areas, the subject form, the active toggle and the deletion (each
 * confirmed), CSV up and down (the download through the client, so a failure is said). What each
 * area offers follows the server's `rights` (lib/tfg/areas/rights.ts); `degrees` are those the caller
 * may give an area, and `canCreate` whether they may create one.
 */
export function AreasManager({
  areas,
  rights,
  canCreate,
  degrees,
  academicYearId,
  maxBytes,
}: {
  areas: AreaRow[];
  rights: Record<number, AreaRights>;
  canCreate: boolean;
  degrees: NamedRef[];
  academicYearId: number;
  maxBytes: number;
}) {
  const { download, busy } = useTfgAction();
  const rightsOf = (a: AreaRow) => rights[a.id] ?? NONE;
  return (
    <ManagedTable
      caption="Áreas temáticas"
      rows={areas}
      emptyMessage="No hay áreas temáticas en este curso académico"
      newLabel="Nueva área temática"
      canCreate={canCreate}
      editable={(a) => rightsOf(a).edit}
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
            <Switch
              label={`Visible: ${a.name}`}
              checked={a.active}
              disabled={!rightsOf(a).edit}
              onCheckedChange={() => confirm("toggle", a)}
            />
          ),
        },
      ]}
      rowActions={(a, confirm) =>
        rightsOf(a).links && (
          <Button size="sm" variant="danger" onClick={() => confirm("delete", a)} aria-label={`Eliminar ${a.name}`}>
            Eliminar
          </Button>
        )
      }
      form={(area, close) => (
        <AreaForm
          area={area}
          links={area ? rightsOf(area).links : canCreate}
          degrees={degrees}
          academicYearId={academicYearId}
          onClose={close}
        />
      )}
      confirmations={{
        toggle: {
          title: (a) => (a.active ? "Ocultar área temática" : "Mostrar área temática"),
          description: (a) => `¿Cambiar la visibilidad de «${a.name}»?`,
          action: (a) => tfgApi.updateArea(a.id, areaPayload(a, !a.active)),
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
