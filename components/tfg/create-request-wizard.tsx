"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field, Textarea } from "@/components/ui/field";
import { LoadError } from "@/components/ui/load-error";
import { personName } from "@/components/ui/person-cell";
import { Receipt } from "@/components/ui/receipt";
import { Stepper } from "@/components/ui/stepper";
import { StudentPicker, type PickedStudent } from "@/components/ui/student-picker";
import { useApiForm } from "@/components/ui/use-api-form";
import { MAX_PRIORITY } from "@/lib/tfg/constants";
import { priorityLabel } from "@/lib/tfg/labels";
import { useApiRead } from "@/components/ui/use-api-read";
import { tfgApi, tfgPaths } from "@/lib/tfg/client";
import { createRequestBody, type CreateRequestBody, type RequestRow } from "@/lib/tfg/requests/schemas";
import { ChoiceField } from "./request-choice-fields";
import { requestStepRules } from "./request-steps";
import { useRequestChoices } from "./use-request-choices";
import { failureToast } from "@/lib/client/failure-toast";
import { searchStudentsByText } from "@/lib/student-record/student-search";

/**
 * 'Titulación', 'Convocatoria', 'Área temática', 'Director', 'Título' (and first 'Alumno' for an
 * extraordinary request), each step allowed by `requestStepRules`.
 */
export function CreateRequestWizard({
  extraordinary,
  onCreated,
}: {
  extraordinary: boolean;
  /** Called with the new request's id when its receipt is closed. */
  onCreated?: (id: number) => void;
}) {
  const t = useTranslations("tfg");
  const { form, onSubmit } = useApiForm(createRequestBody, {
    defaultValues: { userId: null, degreeId: "", provisionalTitle: "" },
    submit: (body) => tfgApi.createRequest({ ...body, priority: priority ?? undefined }),
    success: t("requests.create.created"),
    failure: failureToast(t("requests.create.failed"), { byStatus: { 409: t("requests.create.duplicate") } }),
    rethrow: true,
    onDone: (created) => {
      form.reset();
      setStudent(null);
      setStep(0);
      currentRead.reload();
      setReceipt(created);
    },
  });
  const [receipt, setReceipt] = useState<RequestRow | null>(null);
  const values = useWatch({ control: form.control }) as CreateRequestBody;
  const [student, setStudent] = useState<PickedStudent | null>(null);
  const userId = extraordinary ? values.userId || null : null;
  const choices = useRequestChoices({
    userId,
    degreeId: values.degreeId ?? "",
    termId: Number(values.termId) || undefined,
    areaId: Number(values.areaId) || undefined,
    openOnly: !extraordinary,
  });
  const currentRead = useApiRead<RequestRow[]>(
    values.degreeId && choices.academicYearId
      ? tfgPaths.current(values.degreeId, choices.academicYearId, userId)
      : null,
  );
  const current = currentRead.data ? currentRead.data.length : null;
  const [confirming, setConfirming] = useState(false);
  const [step, setStep] = useState(0);

  const set = (name: keyof CreateRequestBody, value: unknown, clear: (keyof CreateRequestBody)[] = []) => {
    form.setValue(name, value as never, { shouldValidate: false });
    for (const c of clear) form.setValue(c, undefined as never);
  };
  const valid = requestStepRules(form, {
    areasAvailable: choices.areas.items.length > 0,
    academicYearId: choices.academicYearId,
  });
  const priority = current === null ? null : current + 1;

  const steps = [
    ...(extraordinary
      ? [
          {
            title: t("ui.student"),
            valid: valid.student,
            content: (
              <StudentPicker
                required
                search={searchStudentsByText}
                value={student}
                onChange={(picked) => {
                  setStudent(picked);
                  set("userId", picked?.userId ?? null, ["degreeId", "termId", "areaId", "instructorId"]);
                }}
              />
            ),
          },
        ]
      : []),
    {
      title: t("ui.degree"),
      valid: valid.degree,
      content: (
        <ChoiceField
          which="degree"
          choices={choices}
          value={values.degreeId ?? ""}
          onChange={(v) => set("degreeId", v, ["termId", "areaId", "instructorId"])}
        />
      ),
    },
    {
      title: t("ui.term"),
      valid: valid.term,
      content: (
        <div className="flex flex-col gap-2">
          <ChoiceField
            which="term"
            choices={choices}
            value={String(values.termId ?? "")}
            onChange={(v) => set("termId", v ? Number(v) : undefined, ["areaId", "instructorId"])}
          />
          {Boolean(values.termId) &&
            !choices.areas.loading &&
            !choices.areas.error &&
            choices.areas.items.length === 0 && (
              <p className="text-sm text-gray-700" role="status">
                {t("requests.choice.empty.area")}
              </p>
            )}
        </div>
      ),
    },
    {
      title: t("ui.area"),
      valid: valid.area,
      content: (
        <ChoiceField
          which="area"
          choices={choices}
          value={String(values.areaId ?? "")}
          onChange={(v) => set("areaId", v ? Number(v) : undefined, ["instructorId"])}
        />
      ),
    },
    {
      title: t("ui.director"),
      valid: valid.director,
      content: (
        <ChoiceField
          which="director"
          choices={choices}
          ready={Boolean(values.areaId)}
          value={values.instructorId ?? ""}
          onChange={(v) => set("instructorId", v)}
        />
      ),
    },
    {
      title: t("ui.title"),
      valid: valid.title,
      content: (
        <div className="flex flex-col gap-3">
          <Field label={t("ui.provisionalTitle")}>
            <Textarea rows={2} {...form.register("provisionalTitle")} />
          </Field>
          {currentRead.error && <LoadError message={t("requests.create.currentFailed")} />}
          {priority !== null && (
            <p className="text-sm" role="status">
              {priority > MAX_PRIORITY
                ? t("requests.create.tooMany", { max: MAX_PRIORITY })
                : t("requests.create.preference", { priority: priorityLabel(t, priority) })}
            </p>
          )}
        </div>
      ),
    },
  ];

  if (receipt) {
    return (
      <Receipt
        title={t("requests.create.receiptTitle")}
        at={receipt.created}
        items={[
          ...(extraordinary
            ? [{ label: t("ui.student"), value: personName(receipt.userFamilyName, receipt.userGivenName) }]
            : []),
          { label: t("ui.degree"), value: receipt.degreeName },
          { label: t("ui.area"), value: receipt.areaName },
          { label: t("ui.director"), value: receipt.instructorName },
          { label: t("ui.priority"), value: priorityLabel(t, receipt.priority) },
          ...(receipt.provisionalTitle ? [{ label: t("ui.provisionalTitle"), value: receipt.provisionalTitle }] : []),
        ]}
        next={t("requests.create.receiptNext")}
        onClose={() => {
          setReceipt(null);
          onCreated?.(receipt.id);
        }}
      />
    );
  }

  return (
    <>
      <Stepper
        steps={steps}
        activeStep={step}
        onStepChange={setStep}
        onSave={() => setConfirming(true)}
        label={t("requests.create.stepsLabel")}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("requests.create.confirmTitle")}
        description={t("requests.create.confirmQuestion")}
        confirmLabel={t("requests.create.confirmTitle")}
        onConfirm={async () => {
          await onSubmit();
        }}
      />
    </>
  );
}
