"use client";

import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input, Select } from "@/components/ui/field";
import { useApiForm } from "@/components/ui/use-api-form";
import { tfgApi } from "@/lib/tfg/client";
import { courtBody, SAVE_COURT_FIRST, type CourtBody, type CourtRow } from "@/lib/tfg/courts/schemas";
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
    success: "El tribunal se ha guardado correctamente",
    failure: failureToast("Ha habido un error al guardar el tribunal"),
    onDone: onSaved,
  });
  const selected = (form.watch("degreeIds") ?? []) as string[];
  const member = (name: keyof CourtBody & ("chairman" | "secretary" | "vocal"), label: string, required: boolean) => (
    <Field label={label} required={required} error={errorOf(name)}>
      <Select {...form.register(name)}>
        <option value="">Selecciona</option>
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
      title={court ? "Editar tribunal" : "Nuevo tribunal"}
      size="xl"
    >
      <form noValidate className="flex flex-col gap-4" onSubmit={onSubmit}>
        <Field label="Nombre" required error={errorOf("name")}>
          <Input {...form.register("name")} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-3">
          {member("chairman", "Presidente", true)}
          {member("secretary", "Secretario", true)}
          {member("vocal", "Vocal", false)}
        </div>
        <CheckboxList
          legend="Titulaciones"
          items={degrees}
          selected={selected}
          onChange={(ids: string[]) => form.setValue("degreeIds", ids)}
        />
        <Field label="Duración de cada franja (minutos)" error={errorOf("slotMinutes")}>
          <Input type="number" min={15} max={720} step={15} {...form.register("slotMinutes")} />
        </Field>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cerrar
          </Button>
          <Button type="submit" busy={busy}>
            Guardar
          </Button>
        </div>
      </form>
      <section aria-label="Periodos de disponibilidad" className="mt-6 flex flex-col gap-3">
        <h2 className="font-semibold">Periodos de disponibilidad</h2>
        {court ? (
          <TimeSpans court={court} maxBytes={maxBytes} />
        ) : (
          <p role="status" className="text-sm text-gray-700">
            {SAVE_COURT_FIRST}
          </p>
        )}
      </section>
    </Dialog>
  );
}
