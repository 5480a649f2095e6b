"use client";

import { useState } from "react";
import { FilePicker } from "@/components/ui/file-picker";
import { Stepper } from "@/components/ui/stepper";
import { ACCEPT_ATTRIBUTE } from "@/lib/files/allowed-types";
import type { RegistryTerm } from "@/lib/registry/schemas";
import { readAsDataUrl } from "@/lib/ui/api-request";
import { useApiAction } from "@/components/ui/use-api-action";
import { emptyEntry, fieldErrors, OPTIONAL_FIELDS, REQUIRED_FIELDS, type EntryFormValues } from "./entry-form-values";
import { OptionalEntryFields, RequiredEntryFields } from "./entry-fields";
import { UserSearch } from "./user-search";
import { registryApi } from "@/lib/registry/client";

type Props = { terms: RegistryTerm[]; defaultTerm: string; maxBytes: number; onSaved: () => void };

/** 'Nuevo Registro': Datos requeridos → Busqueda de usuario → Datos opcionales. */
export function NewEntryWizard({ terms, defaultTerm, maxBytes, onSaved }: Props) {
  const { run } = useApiAction();
  const [values, setValues] = useState<EntryFormValues>(() => emptyEntry(defaultTerm));
  const [file, setFile] = useState<File | null>(null);
  const [touched, setTouched] = useState(false);
  const [step, setStep] = useState(0);
  const [round, setRound] = useState(0);
  const change = (changes: Partial<EntryFormValues>) => {
    setTouched(true);
    setValues((v) => ({ ...v, ...changes }));
  };
  const required = fieldErrors(values, REQUIRED_FIELDS);
  const optional = fieldErrors(values, OPTIONAL_FIELDS);

  async function save() {
    const post = async () => {
      const upload = file ? { name: file.name, dataUrl: await readAsDataUrl(file) } : undefined;
      await registryApi.create({ ...values, file: upload });
    };
    await run(post, {
      success: "Se ha guardado correctamente el Registro",
      refresh: false,
      onDone: () => {
        setValues(emptyEntry(defaultTerm));
        setFile(null);
        setTouched(false);
        setStep(0);
        setRound((r) => r + 1);
        onSaved();
      },
    });
  }

  return (
    <Stepper
      key={round}
      label="Pasos del nuevo registro"
      activeStep={step}
      onStepChange={setStep}
      onSave={save}
      steps={[
        {
          title: "Datos requeridos",
          valid: required.valid,
          content: <RequiredEntryFields values={values} onChange={change} terms={terms} errors={touched ? required.errors : {}} />,
        },
        {
          title: "Busqueda de usuario",
          valid: true,
          content: <UserSearch selected={values.userExternalId} onSelect={(userExternalId) => change({ userExternalId })} />,
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
