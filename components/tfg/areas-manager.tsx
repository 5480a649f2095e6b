"use client";

import { useTranslations } from "next-intl";
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
  const t = useTranslations("tfg");
  const { download, busy } = useTfgAction();
  const rightsOf = (a: AreaRow) => rights[a.id] ?? NONE;
  return (
    <ManagedTable
      caption={t("areas.caption")}
      rows={areas}
      emptyMessage={t("areas.empty")}
      newLabel={t("areas.new")}
      canCreate={canCreate}
      editable={(a) => rightsOf(a).edit}
      tools={
        <Button variant="secondary" busy={busy} onClick={() => download(tfgApi.areasCsvPath(academicYearId))}>
          {t("ui.downloadCsv")}
        </Button>
      }
      columns={(confirm) => [
        { key: "name", header: t("ui.name") },
        { key: "degrees", header: t("ui.degrees"), cell: (a) => a.assignedDegrees.map((d) => d.name).join(", ") },
        { key: "managers", header: t("ui.managers"), cell: (a) => a.assignedManagers.map((m) => m.name).join(", ") },
        {
          key: "active",
          header: t("ui.visible"),
          cell: (a) => (
            <Switch
              label={t("ui.visibleNamed", { name: a.name })}
              checked={a.active}
              disabled={!rightsOf(a).edit}
              onCheckedChange={() => confirm("toggle", a)}
            />
          ),
        },
      ]}
      deletable={{ kind: "delete", when: (a) => rightsOf(a).links }}
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
          title: (a) => t(a.active ? "areas.hideTitle" : "areas.showTitle"),
          description: (a) => t("areas.toggleQuestion", { name: a.name }),
          action: (a) => tfgApi.updateArea(a.id, areaPayload(a, !a.active)),
          success: t("areas.updated"),
          error: t("areas.updateFailed"),
        },
        delete: {
          title: () => t("areas.deleteTitle"),
          description: (a) => t("areas.deleteQuestion", { name: a.name }),
          confirmLabel: t("ui.delete"),
          destructive: true,
          action: (a) => tfgApi.deleteArea(a.id),
          success: t("areas.deleted"),
          error: t("areas.deleteFailed"),
        },
      }}
    >
      <CsvUpload label={t("areas.uploadLabel")} kind="areas" maxBytes={maxBytes} />
    </ManagedTable>
  );
}
