"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input, Select } from "@/components/ui/field";
import { useApiForm } from "@/components/ui/use-api-form";
import { tfgApi } from "@/lib/tfg/client";
import { courtBody, type CourtBody, type CourtRow } from "@/lib/tfg/courts/schemas";
import { type NamedRef } from "@/lib/tfg/schemas";
import { CheckboxList } from "./checkbox-list";
import { failureToast } from "@/lib/client/failure-toast";
import { TimeSpans } from "./time-spans";

/** The court form (name, chairman and secretary required); its slots once it has been saved. */
export function CourtDialog({
  court,
  degrees,
  directors,
  academicYearId,
  maxBytes,
  onSaved,
  onClose,
}: {
  court?: CourtRow;
  degrees: NamedRef[];
  directors: NamedRef[];
  academicYearId: number;
  maxBytes: number;
  onSaved: (c: CourtRow) => void;
  onClose: () => void;
}) {
  const t = useTranslations("tfg");
  const { form, onSubmit, busy, errorOf } = useApiForm(courtBody, {
    defaultValues: court
      ? {
          id: court.id,
          name: court.name,
          chairman: court.chairman,
          secretary: court.secretary,
          vocal: court.vocal ?? "",
          degreeIds: court.degreeIds,
          academicYearId,
          slotMinutes: court.slotMinutes,
        }
      : { name: "", chairman: "", secretary: "", vocal: "", degreeIds: [], academicYearId, slotMinutes: 120 },
    submit: (body) => (court ? tfgApi.updateCourt(court.id, body) : tfgApi.createCourt(body)),
    success: t("courts.saved"),
    failure: failureToast(t("courts.saveFailed")),
    onDone: onSaved,
  });
  const selected = (form.watch("degreeIds") ?? []) as string[];
  const member = (name: keyof CourtBody & ("chairman" | "secretary" | "vocal"), label: string, required: boolean) => (
    <Field label={label} required={required} error={errorOf(name)}>
      <Select {...form.register(name)}>
        <option value="">{t("ui.select")}</option>
        {directors.map((d) => (
          <option key={d.externalId} value={d.externalId}>
            {d.name}
          </option>
        ))}
      </Select>
    </Field>
  );
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(court ? "courts.editTitle" : "courts.new")}
      size="xl"
    >
      <form noValidate className="flex flex-col gap-4" onSubmit={onSubmit}>
        <Field label={t("ui.name")} required error={errorOf("name")}>
          <Input {...form.register("name")} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-3">
          {member("chairman", t("ui.chairman"), true)}
          {member("secretary", t("ui.secretary"), true)}
          {member("vocal", t("ui.vocal"), false)}
        </div>
        <CheckboxList
          legend={t("ui.degrees")}
          items={degrees}
          selected={selected}
          onChange={(ids: string[]) => form.setValue("degreeIds", ids)}
        />
        <Field label={t("courts.slotMinutes")} error={errorOf("slotMinutes")}>
          <Input type="number" min={15} max={720} step={15} {...form.register("slotMinutes")} />
        </Field>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t("ui.close")}
          </Button>
          <Button type="submit" busy={busy}>
            {t("ui.save")}
          </Button>
        </div>
      </form>
      <section aria-label={t("courts.availability")} className="mt-6 flex flex-col gap-3">
        <h2 className="font-semibold">{t("courts.availability")}</h2>
        {court ? (
          <TimeSpans court={court} maxBytes={maxBytes} />
        ) : (
          <p role="status" className="text-sm text-gray-700">
            {t("courts.saveFirst")}
          </p>
        )}
      </section>
    </Dialog>
  );
}
