"use client";

import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { Field, Input } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { LoadError } from "@/components/ui/load-error";
import { useApiForm } from "@/components/ui/use-api-form";
import { useApiRead } from "@/components/ui/use-api-read";
import { tfgApi, tfgPaths } from "@/lib/tfg/client";
import { areaBody, type AreaBody, type AreaRow } from "@/lib/tfg/areas/schemas";
import { type NamedRef } from "@/lib/tfg/schemas";
import { failureToast } from "@/lib/client/failure-toast";
import { CheckboxListField } from "./checkbox-list";

/** The body that saves `a` as it is, but for its visibility. */
export const areaPayload = (a: AreaRow, active = a.active): AreaBody => ({
  id: a.id,
  name: a.name,
  academicYearId: a.academicYearId,
  active,
  assignedDegreeIds: a.assignedDegrees.map((d) => d.externalId),
  assignedManagerIds: a.assignedManagers.map((m) => m.externalId),
});

/** An area's degrees and managers shown, not offered: its managers change only its name. */
function ReadOnlyLinks({ area }: { area: AreaRow }) {
  const t = useTranslations("tfg");
  return (
    <div className="flex flex-col gap-2 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="font-medium text-gray-900">{t("ui.degrees")}</dt>
        <dd>{area.assignedDegrees.map((d) => d.name).join(", ")}</dd>
        <dt className="font-medium text-gray-900">{t("ui.managers")}</dt>
        <dd>{area.assignedManagers.map((m) => m.name).join(", ")}</dd>
      </dl>
      <p className="text-gray-700">{t("areas.linksReadOnly")}</p>
    </div>
  );
}

/**
 * The subject form: name, degrees and managers are required; managers are offered once degrees are
 * chosen. Without `links` (an area's manager) the degrees and managers are shown read-only.
 */
export function AreaForm({
  area,
  links,
  degrees,
  academicYearId,
  onClose,
}: {
  area: AreaRow | null;
  links: boolean;
  degrees: NamedRef[];
  academicYearId: number;
  onClose: () => void;
}) {
  const t = useTranslations("tfg");
  const { form, onSubmit, busy, errorOf } = useApiForm(areaBody, {
    defaultValues: area
      ? areaPayload(area)
      : { name: "", academicYearId, active: true, assignedDegreeIds: [], assignedManagerIds: [] },
    submit: (body) => (area ? tfgApi.updateArea(area.id, body) : tfgApi.createArea(body)),
    success: t("areas.saved"),
    failure: failureToast(t("areas.saveFailed")),
    onDone: onClose,
  });
  const degreeIds = (useWatch({ control: form.control, name: "assignedDegreeIds" }) ?? []) as string[];
  const managersRead = useApiRead<NamedRef[]>(links && degreeIds.length ? tfgPaths.areaInstructors(degreeIds) : null);
  const managers = managersRead.data ?? [];
  const title = t(area ? "areas.editTitle" : "areas.new");
  return (
    <FormDialog title={title} size="xl" onClose={onClose} onSubmit={onSubmit} busy={busy}>
      <Field label={t("ui.name")} required error={errorOf("name")}>
        <Input {...form.register("name")} />
      </Field>
      {area && !links ? (
        <ReadOnlyLinks area={area} />
      ) : (
        <>
          <CheckboxListField control={form.control} name="assignedDegreeIds" legend={t("ui.degrees")} items={degrees} />
          {managersRead.error && <LoadError message={t("areas.managersFailed")} />}
          <CheckboxListField
            control={form.control}
            name="assignedManagerIds"
            legend={t("ui.managers")}
            items={managers}
            disabled={degreeIds.length === 0}
          />
          {degreeIds.length === 0 && <p className="text-sm text-gray-700">{t("areas.chooseDegreesFirst")}</p>}
        </>
      )}
    </FormDialog>
  );
}
