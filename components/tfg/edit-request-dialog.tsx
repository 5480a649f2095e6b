"use client";

import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { Field, Textarea } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { useApiForm } from "@/components/ui/use-api-form";
import { tfgApi } from "@/lib/tfg/client";
import { updateRequestBody, type RequestRow, type UpdateRequestBody } from "@/lib/tfg/requests/schemas";
import { ChoiceField } from "./request-choice-fields";
import { failureToast } from "@/lib/client/failure-toast";
import { useRequestChoices } from "./use-request-choices";

/**
 * 'Editar instancia': degree, call, area and director are required. Changing the degree clears the
 * call and the area, changing the call clears the area, changing the area clears the director.
 */
export function EditRequestDialog({ request: r, onClose }: { request: RequestRow; onClose: () => void }) {
  const t = useTranslations("tfg");
  const { form, onSubmit, busy, errorOf } = useApiForm(updateRequestBody, {
    defaultValues: {
      id: r.id,
      degreeId: r.degreeId,
      termId: r.termId,
      areaId: r.areaId,
      instructorId: r.instructorId,
      provisionalTitle: r.provisionalTitle ?? "",
    },
    submit: (body) => tfgApi.updateRequest(r.id, body),
    success: t("requests.edit.saved"),
    failure: failureToast(t("requests.edit.saveFailed")),
    onDone: onClose,
  });
  const v = useWatch({ control: form.control }) as UpdateRequestBody;
  const choices = useRequestChoices({
    degreeId: v.degreeId ?? "",
    termId: Number(v.termId) || undefined,
    areaId: Number(v.areaId) || undefined,
    openOnly: false,
    allDegrees: true,
  });
  const set = (name: keyof UpdateRequestBody, value: unknown, clear: (keyof UpdateRequestBody)[] = []) => {
    form.setValue(name, value as never);
    for (const c of clear) form.setValue(c, (c === "instructorId" ? "" : undefined) as never);
  };

  return (
    <FormDialog title={t("requests.edit.title")} size="xl" onClose={onClose} onSubmit={onSubmit} busy={busy}>
      <ChoiceField
        which="degree"
        choices={choices}
        value={v.degreeId ?? ""}
        error={errorOf("degreeId")}
        onChange={(x) => set("degreeId", x, ["termId", "areaId"])}
      />
      <ChoiceField
        which="term"
        choices={choices}
        ready={Boolean(v.degreeId)}
        value={String(v.termId ?? "")}
        error={errorOf("termId")}
        onChange={(x) => set("termId", x ? Number(x) : undefined, ["areaId"])}
      />
      <ChoiceField
        which="area"
        choices={choices}
        ready={Boolean(v.termId)}
        value={String(v.areaId ?? "")}
        error={errorOf("areaId")}
        onChange={(x) => set("areaId", x ? Number(x) : undefined, ["instructorId"])}
      />
      <ChoiceField
        which="director"
        choices={choices}
        ready={Boolean(v.areaId)}
        value={v.instructorId ?? ""}
        error={errorOf("instructorId")}
        onChange={(x) => set("instructorId", x)}
      />
      <Field label={t("ui.provisionalTitle")}>
        <Textarea rows={2} {...form.register("provisionalTitle")} />
      </Field>
    </FormDialog>
  );
}
