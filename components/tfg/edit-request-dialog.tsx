"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Textarea } from "@/components/ui/field";
import { tfgClient } from "@/lib/tfg/client";
import { updateRequestBody, type RequestRow, type UpdateRequestBody } from "@/lib/tfg/schemas";
import type { z } from "@/lib/validation/z";
import { ChoiceField } from "./request-choice-fields";
import { useRequestChoices } from "./use-request-choices";
import { useTfgAction } from "./use-tfg-action";

/**
 * 'Editar instancia': degree, call, area and director are required. Changing the degree clears the
 * call and the area, changing the call clears the area, changing the area clears the director.
 */
export function EditRequestDialog({ request: r, onClose }: { request: RequestRow; onClose: () => void }) {
  const form = useForm<UpdateRequestBody, unknown, z.output<typeof updateRequestBody>>({
    resolver: zodResolver(updateRequestBody),
    defaultValues: {
      id: r.id,
      degreeId: r.degreeId,
      termId: r.termId,
      areaId: r.areaId,
      instructorId: r.instructorId,
      provisionalTitle: r.provisionalTitle ?? "",
    },
  });
  const v = useWatch({ control: form.control }) as UpdateRequestBody;
  const choices = useRequestChoices({
    degreeId: v.degreeId ?? "",
    termId: Number(v.termId) || undefined,
    areaId: Number(v.areaId) || undefined,
    openOnly: false,
    allDegrees: true,
  });
  const { run, busy } = useTfgAction();
  const errors = form.formState.errors;
  const set = (name: keyof UpdateRequestBody, value: unknown, clear: (keyof UpdateRequestBody)[] = []) => {
    form.setValue(name, value as never);
    for (const c of clear) form.setValue(c, (c === "instructorId" ? "" : undefined) as never);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Editar instancia" size="xl">
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit((body) =>
          run(() => tfgClient.updateRequest(r.id, body), {
            success: "La instancia se ha actualizado correctamente",
            error: "Ha habido un error al actualizar la instancia",
            onDone: onClose,
          }).catch(() => undefined),
        )}
      >
        <ChoiceField
          which="degree"
          choices={choices}
          value={v.degreeId ?? ""}
          error={errors.degreeId?.message}
          onChange={(x) => set("degreeId", x, ["termId", "areaId"])}
        />
        <ChoiceField
          which="term"
          choices={choices}
          ready={Boolean(v.degreeId)}
          value={String(v.termId ?? "")}
          error={errors.termId?.message}
          onChange={(x) => set("termId", x ? Number(x) : undefined, ["areaId"])}
        />
        <ChoiceField
          which="area"
          choices={choices}
          ready={Boolean(v.termId)}
          value={String(v.areaId ?? "")}
          error={errors.areaId?.message}
          onChange={(x) => set("areaId", x ? Number(x) : undefined, ["instructorId"])}
        />
        <ChoiceField
          which="director"
          choices={choices}
          ready={Boolean(v.areaId)}
          value={v.instructorId ?? ""}
          error={errors.instructorId?.message}
          onChange={(x) => set("instructorId", x)}
        />
        <Field label="Título provisional">
          <Textarea rows={2} {...form.register("provisionalTitle")} />
        </Field>
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
