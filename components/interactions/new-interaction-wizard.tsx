"use client";

import { useEffect, useState } from "react";
import { Field, Select, SelectOptions } from "@/components/ui/field";
import { Stepper } from "@/components/ui/stepper";
import { useToast } from "@/components/ui/toast";
import { useApiAction } from "@/components/ui/use-api-action";
import { useApiRead } from "@/components/ui/use-api-read";
import { wizardInteractionBody, type CourseUserRow, type OptionRow } from "@/lib/interactions/schemas";
import { emptyDraft, InteractionFields } from "./interaction-fields";
import { submitInteraction } from "./submit-interaction";
import { interactionsApi } from "@/lib/interactions/client";

const step = (keys: Partial<Record<keyof typeof wizardInteractionBody.shape, true>>) => wizardInteractionBody.pick(keys);
const STEPS = { titulation: step({ titulation: true }), course: step({ course: true }), receiver: step({ receiver: true }), text: step({ type: true, interactionText: true }) };

/** Loads options from `path` whenever it changes (null: nothing to load yet); a failure is a toast. */
function useOptions<T>(path: string | null): T[] {
  const { toast } = useToast();
  const { data, error, loading } = useApiRead<T[]>(path);
  useEffect(() => {
    if (error) toast({ message: error, variant: "error" });
  }, [error, toast]);
  return loading ? [] : (data ?? []);
}

function Choice({ label, value, options, onChange }: { label: string; value: string; options: { value: string; label: string }[]; onChange: (v: string) => void }) {
  return (
    <Field label={label} required className="max-w-xl">
      <Select value={value} onChange={(e) => onChange(e.target.value)}>
        <SelectOptions placeholder="Selecciona una opción" options={options} />
      </Select>
    </Field>
  );
}

/** 'Nueva Interaccion': degree, course, student, comment; the issuer is the signed-in user. */
export function NewInteractionWizard({ maxBytes, onCreated }: { maxBytes: number; onCreated: () => void }) {
  const { run } = useApiAction();
  const [values, setValues] = useState({ titulation: "", course: "", receiver: "" });
  const [draft, setDraft] = useState(emptyDraft());
  const [active, setActive] = useState(0);
  const [generation, setGeneration] = useState(0);
  const titulations = useOptions<OptionRow>(interactionsApi.titulationsPath);
  const courses = useOptions<OptionRow>(values.titulation ? interactionsApi.coursesPath(values.titulation) : null);
  const users = useOptions<CourseUserRow>(values.course ? interactionsApi.courseUsersPath(values.course) : null);
  const body = { ...values, type: draft.type, interactionText: draft.interactionText };
  const textCheck = STEPS.text.safeParse(body);

  async function save() {
    await run(() => submitInteraction(body, draft.file), {
      success: (id) => `Interaccion ${id} creada`,
      refresh: false,
      onDone: () => {
        setValues({ titulation: "", course: "", receiver: "" });
        setDraft(emptyDraft());
        setActive(0);
        setGeneration((g) => g + 1);
        onCreated();
      },
    });
  }

  const option = (o: OptionRow) => ({ value: o.courseId, label: o.name });
  return (
    <Stepper
      key={generation}
      label="Pasos de la nueva interacción"
      activeStep={active}
      onStepChange={setActive}
      onSave={save}
      steps={[
        {
          title: "Selecciona Titulacion",
          valid: STEPS.titulation.safeParse(body).success,
          content: <Choice label="Titulación" value={values.titulation} options={titulations.map(option)} onChange={(titulation) => setValues({ titulation, course: "", receiver: "" })} />,
        },
        {
          title: "Selecciona Asignatura",
          valid: STEPS.course.safeParse(body).success,
          content: <Choice label="Asignatura" value={values.course} options={courses.map(option)} onChange={(course) => setValues({ ...values, course, receiver: "" })} />,
        },
        {
          title: "Selecciona Usuario",
          valid: STEPS.receiver.safeParse(body).success,
          content: <Choice label="Alumno" value={values.receiver} options={users.map((u) => ({ value: u.externalId, label: `${u.name} (${u.externalId})` }))} onChange={(receiver) => setValues({ ...values, receiver })} />,
        },
        {
          title: "Crear Interaccion",
          valid: textCheck.success,
          content: (
            <InteractionFields draft={draft} onChange={setDraft} maxBytes={maxBytes} error={textCheck.success ? undefined : textCheck.error.issues[0]?.message} />
          ),
        },
      ]}
    />
  );
}
