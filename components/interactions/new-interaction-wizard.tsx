"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Field, Select, SelectOptions } from "@/components/ui/field";
import { formStep } from "@/components/ui/form-step";
import { useWizardRounds } from "@/components/shared/use-wizard-rounds";
import { Stepper } from "@/components/ui/stepper";
import { useApiForm } from "@/components/ui/use-api-form";
import { useApiRead } from "@/components/ui/use-api-read";
import type { InteractionType } from "@/db/enums/interactions";
import { wizardInteractionBody, type CourseUserRow, type OptionRow } from "@/lib/interactions/schemas";
import { InteractionDetailFields } from "./interaction-fields";
import { interactionName } from "./interaction-name";
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

/** An option's `name` is how a text names the choice (a student's name, without the DNI of the label). */
type Options = { items: { value: string; label: string; name?: string }[]; error: string | null };

/** Loads options from `path` whenever it changes (null: nothing to load yet), with the read's failure for the field. */
function useOptions<T>(path: string | null, toOption: (row: T) => Options["items"][number]): Options {
  const { data, error, loading } = useApiRead<T[]>(path);
  return { items: loading ? [] : (data ?? []).map(toOption), error };
}

function Choice({
  label,
  value,
  read,
  onChange,
}: {
  label: string;
  value: string;
  read: Options;
  onChange: (v: string) => void;
}) {
  const t = useTranslations("interactions");
  return (
    <Field label={label} required error={read.error ?? undefined} className="max-w-xl">
      <Select value={value} onChange={(e) => onChange(e.target.value)}>
        <SelectOptions placeholder={t("wizard.choose")} options={read.items} />
      </Select>
    </Field>
  );
}

/** The three choices, in order; choosing one empties the later ones. */
const CHOICES = [
  { key: "titulation", title: "titulationTitle", label: "titulation", clears: { course: "", receiver: "" } },
  { key: "course", title: "courseTitle", label: "course", clears: { receiver: "" } },
  { key: "receiver", title: "receiverTitle", label: "receiver", clears: {} },
] as const;

const option = (o: OptionRow) => ({ value: o.courseId, label: o.name });

/** 'Nueva interacción': degree, course, student, comment; the issuer is the signed-in user. */
export function NewInteractionWizard({ maxBytes, onCreated }: { maxBytes: number; onCreated: () => void }) {
  const t = useTranslations("interactions");
  const locale = useLocale();
  const [file, setFile] = useState<File | null>(null);
  const wizard = useWizardRounds();
  const { form, onSubmit } = useApiForm(wizardSchema, {
    defaultValues: EMPTY,
    submit: (body) => submitInteraction(body, file).then(() => body),
    success: (body) =>
      t(
        "wizard.created",
        interactionName(
          t,
          {
            type: body.type,
            receiverName: reads.receiver.items.find((o) => o.value === body.receiver)?.name ?? "",
          },
          locale,
        ),
      ),
    refresh: false,
    onDone: () => {
      form.reset();
      setFile(null);
      wizard.restart();
      onCreated();
    },
  });
  const values = form.watch();
  const choose = (changes: Partial<WizardValues>) => {
    for (const [name, value] of Object.entries(changes))
      form.setValue(name as keyof WizardValues, value, { shouldDirty: true });
  };
  const reads: Record<(typeof CHOICES)[number]["key"], Options> = {
    titulation: useOptions(interactionsApi.titulationsPath, option),
    course: useOptions(values.titulation ? interactionsApi.coursesPath(values.titulation) : null, option),
    receiver: useOptions(values.course ? interactionsApi.courseUsersPath(values.course) : null, (u: CourseUserRow) => ({
      value: u.externalId,
      label: `${u.name} · ${u.dni}`,
      name: u.name,
    })),
  };
  const text = formStep(form, STEPS.text);

  return (
    <Stepper
      key={wizard.round}
      {...wizard.stepper}
      label={t("wizard.label")}
      onSave={onSubmit}
      steps={[
        ...CHOICES.map(({ key, title, label, clears }) => ({
          title: t(`wizard.${title}`),
          valid: formStep(form, STEPS[key]).valid,
          content: (
            <Choice
              label={t(`wizard.${label}`)}
              value={values[key]}
              read={reads[key]}
              onChange={(v) => choose({ [key]: v, ...clears })}
            />
          ),
        })),
        {
          title: t("wizard.create"),
          valid: text.valid,
          content: (
            <InteractionDetailFields
              type={form.register("type")}
              text={form.register("interactionText")}
              error={text.errors.type ?? text.errors.interactionText}
              maxBytes={maxBytes}
              onFile={setFile}
            />
          ),
        },
      ]}
    />
  );
}
