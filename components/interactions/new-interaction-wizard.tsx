"use client";

import { useState } from "react";
import { Field, Select, SelectOptions, Textarea } from "@/components/ui/field";
import { FilePicker } from "@/components/ui/file-picker";
import { formStep } from "@/components/ui/form-step";
import { Stepper } from "@/components/ui/stepper";
import { useApiForm } from "@/components/ui/use-api-form";
import { useApiRead } from "@/components/ui/use-api-read";
import { ACCEPT_ATTRIBUTE } from "@/lib/files/allowed-types";
import type { InteractionType } from "@/db/enums/interactions";
import { wizardInteractionBody, type CourseUserRow, type OptionRow } from "@/lib/interactions/schemas";
import { InteractionTypeField } from "./interaction-fields";
import { submitInteraction } from "./submit-interaction";
import { interactionsApi } from "@/lib/interactions/client";
import type { z } from "@/lib/validation/z";

const step = (keys: Partial<Record<keyof typeof wizardInteractionBody.shape, true>>) =>
  wizardInteractionBody.pick(keys);
const STEPS = {
  titulation: step({ titulation: true }),
  course: step({ course: true }),
  receiver: step({ receiver: true }),
  text: step({ type: true, interactionText: true }),
};
type WizardValues = {
  titulation: string;
  course: string;
  receiver: string;
  type: InteractionType;
  interactionText: string;
};
/** The form holds the choices as strings; the endpoint's schema validates them. */
const wizardSchema = wizardInteractionBody as unknown as z.ZodType<
  z.output<typeof wizardInteractionBody>,
  WizardValues
>;
const EMPTY: WizardValues = { titulation: "", course: "", receiver: "", type: "Teléfono", interactionText: "" };

/** Loads options from `path` whenever it changes (null: nothing to load yet), with the read's failure for the field. */
function useOptions<T>(path: string | null): { items: T[]; error: string | null } {
  const { data, error, loading } = useApiRead<T[]>(path);
  return { items: loading ? [] : (data ?? []), error };
}

function Choice({
  label,
  value,
  options,
  error,
  onChange,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  /** Why the options could not be read. */
  error: string | null;
  onChange: (v: string) => void;
}) {
  return (
    <Field label={label} required error={error ?? undefined} className="max-w-xl">
      <Select value={value} onChange={(e) => onChange(e.target.value)}>
        <SelectOptions placeholder="Selecciona una opción" options={options} />
      </Select>
    </Field>
  );
}

/** 'Nueva interacción': degree, course, student, comment; the issuer is the signed-in user. */
export function NewInteractionWizard({ maxBytes, onCreated }: { maxBytes: number; onCreated: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [active, setActive] = useState(0);
  const [generation, setGeneration] = useState(0);
  const { form, onSubmit } = useApiForm(wizardSchema, {
    defaultValues: EMPTY,
    submit: (body) => submitInteraction(body, file),
    success: (id) => `Interacción ${id} creada`,
    refresh: false,
    onDone: () => {
      form.reset();
      setFile(null);
      setActive(0);
      setGeneration((g) => g + 1);
      onCreated();
    },
  });
  const values = form.watch();
  const choose = (changes: Partial<WizardValues>) => {
    for (const [name, value] of Object.entries(changes))
      form.setValue(name as keyof WizardValues, value, { shouldDirty: true });
  };
  const titulations = useOptions<OptionRow>(interactionsApi.titulationsPath);
  const courses = useOptions<OptionRow>(values.titulation ? interactionsApi.coursesPath(values.titulation) : null);
  const users = useOptions<CourseUserRow>(values.course ? interactionsApi.courseUsersPath(values.course) : null);
  const text = formStep(form, STEPS.text);

  const option = (o: OptionRow) => ({ value: o.courseId, label: o.name });
  return (
    <Stepper
      key={generation}
      label="Pasos de la nueva interacción"
      activeStep={active}
      onStepChange={setActive}
      onSave={onSubmit}
      steps={[
        {
          title: "Selecciona titulación",
          valid: formStep(form, STEPS.titulation).valid,
          content: (
            <Choice
              label="Titulación"
              value={values.titulation}
              options={titulations.items.map(option)}
              error={titulations.error}
              onChange={(titulation) => choose({ titulation, course: "", receiver: "" })}
            />
          ),
        },
        {
          title: "Selecciona asignatura",
          valid: formStep(form, STEPS.course).valid,
          content: (
            <Choice
              label="Asignatura"
              value={values.course}
              options={courses.items.map(option)}
              error={courses.error}
              onChange={(course) => choose({ course, receiver: "" })}
            />
          ),
        },
        {
          title: "Selecciona usuario",
          valid: formStep(form, STEPS.receiver).valid,
          content: (
            <Choice
              label="Alumno"
              value={values.receiver}
              options={users.items.map((u) => ({ value: u.externalId, label: `${u.name} (${u.externalId})` }))}
              error={users.error}
              onChange={(receiver) => choose({ receiver })}
            />
          ),
        },
        {
          title: "Crear interacción",
          valid: text.valid,
          content: (
            <div className="flex max-w-xl flex-col gap-4">
              <InteractionTypeField {...form.register("type")} />
              <Field label="Comentario" required error={text.errors.type ?? text.errors.interactionText}>
                <Textarea {...form.register("interactionText")} />
              </Field>
              <FilePicker label="Adjunto" accept={ACCEPT_ATTRIBUTE} maxBytes={maxBytes} onChange={setFile} />
            </div>
          ),
        },
      ]}
    />
  );
}
