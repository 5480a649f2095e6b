"use client";

import { useState } from "react";
import { FilePicker } from "@/components/ui/file-picker";
import { formStep } from "@/components/ui/form-step";
import { Stepper } from "@/components/ui/stepper";
import { useApiForm } from "@/components/ui/use-api-form";
import { ACCEPT_ATTRIBUTE } from "@/lib/files/allowed-types";
import type { RegistryEntryRow, RegistryTerm } from "@/lib/registry/schemas";
import { readAsDataUrl } from "@/lib/ui/api-request";
import { emptyEntry, entryChanger, entryFormSchema, ENTRY_STEPS } from "./entry-form-values";
import { OptionalEntryFields, RequiredEntryFields } from "./entry-fields";
import { UserSearch } from "./user-search";
import { registryApi } from "@/lib/registry/client";

type Props = { terms: RegistryTerm[]; defaultTerm: string; maxBytes: number; onSaved: () => void };

/** 'Nuevo registro': Datos requeridos → Búsqueda de usuario → Datos opcionales. */
export function NewEntryWizard({ terms, defaultTerm, maxBytes, onSaved }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState(0);
  const [round, setRound] = useState(0);
  const { form, onSubmit } = useApiForm(entryFormSchema, {
    defaultValues: emptyEntry(defaultTerm),
    // The inputs as typed, plus the chosen file.
    submit: async (): Promise<RegistryEntryRow> => {
      const upload = file ? { name: file.name, dataUrl: await readAsDataUrl(file) } : undefined;
      return registryApi.create({ ...form.getValues(), file: upload });
    },
    success: "Se ha guardado correctamente el registro",
    refresh: false,
    onDone: () => {
      form.reset(emptyEntry(defaultTerm));
      setFile(null);
      setStep(0);
      setRound((r) => r + 1);
      onSaved();
    },
  });
  const values = form.watch();
  const change = entryChanger(form);
  // The required fields' messages wait until the user has typed something.
  const required = formStep(form, ENTRY_STEPS.required, Object.keys(form.formState.touchedFields).length > 0);
  const optional = formStep(form, ENTRY_STEPS.optional);

  return (
    <Stepper
      key={round}
      label="Pasos del nuevo registro"
      activeStep={step}
      onStepChange={setStep}
      onSave={onSubmit}
      steps={[
        {
          title: "Datos requeridos",
          valid: required.valid,
          content: <RequiredEntryFields values={values} onChange={change} terms={terms} errors={required.errors} />,
        },
        {
          title: "Búsqueda de usuario",
          valid: true,
          content: (
            <UserSearch selected={values.userExternalId} onSelect={(userExternalId) => change({ userExternalId })} />
          ),
        },
        {
          title: "Datos opcionales",
          valid: optional.valid,
          content: (
            <div className="flex flex-col gap-4">
              <OptionalEntryFields values={values} onChange={change} errors={optional.errors} />
              <FilePicker label="Archivo" accept={ACCEPT_ATTRIBUTE} maxBytes={maxBytes} onChange={setFile} />
            </div>
          ),
        },
      ]}
    />
  );
}
