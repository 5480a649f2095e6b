"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { FilePicker } from "@/components/ui/file-picker";
import { formStep } from "@/components/ui/form-step";
import { useWizardRounds } from "@/components/shared/use-wizard-rounds";
import { Stepper } from "@/components/ui/stepper";
import type { PickedStudent } from "@/components/ui/student-picker";
import { useApiForm } from "@/components/ui/use-api-form";
import { ACCEPT_ATTRIBUTE } from "@/lib/files/allowed-types";
import type { RegistryType } from "@/db/enums/registry";
import type { RegistryTerm } from "@/lib/registry/schemas";
import { ApiRequestError, readAsDataUrl } from "@/lib/client/api-request";
import { emptyEntry, entryChanger, ENTRY_STEPS, newEntrySchema } from "./entry-form-values";
import { NumberChoice, OptionalEntryFields, RequiredEntryFields } from "./entry-fields";
import { EntryPerson } from "./entry-person";
import { EntryReceipt, type SavedEntry } from "./entry-receipt";
import { registryApi } from "@/lib/registry/client";

type Props = {
  terms: RegistryTerm[];
  defaultTerm: string;
  maxBytes: number;
  /** The next number of each type when the page was read; the entry takes its number when saved. */
  proposed: Record<RegistryType, string>;
  onSaved: () => void;
};

/** 'Nuevo registro': Datos requeridos → Búsqueda de usuario → Datos opcionales, then the receipt. */
export function NewEntryWizard({ terms, defaultTerm, maxBytes, proposed, onSaved }: Props) {
  const t = useTranslations("registry");
  const [file, setFile] = useState<File | null>(null);
  const [person, setPerson] = useState<PickedStudent | null>(null);
  const wizard = useWizardRounds();
  const [saved, setSaved] = useState<SavedEntry | null>(null);
  const { form, onSubmit } = useApiForm(newEntrySchema, {
    defaultValues: emptyEntry(defaultTerm),
    submit: async (body) => {
      const upload = file ? { name: file.name, dataUrl: await readAsDataUrl(file) } : undefined;
      const code = body.numbering === "PAPER" ? body.code : undefined;
      return registryApi.create({ ...body, code, file: upload });
    },
    failure: t("wizard.failure"),
    // A copied code already in the book: said on its field, in the first step.
    onError: (err) => {
      if (!(err instanceof ApiRequestError && err.status === 409)) return;
      form.setError("code", { type: "server", message: err.message });
      wizard.goTo(0);
    },
    onDone: (entry) => {
      const values = form.getValues();
      setSaved({
        entry,
        values,
        person,
        proposed: values.numbering === "SERIES" ? proposed[values.type as RegistryType] : null,
      });
      form.reset(emptyEntry(defaultTerm));
      setFile(null);
      setPerson(null);
      wizard.restart();
    },
  });
  const values = form.watch();
  const change = entryChanger(form);
  // The required fields' messages wait until the user has typed something.
  const required = formStep(form, ENTRY_STEPS.required, Object.keys(form.formState.touchedFields).length > 0);
  const optional = formStep(form, ENTRY_STEPS.optional);

  if (saved)
    return (
      <EntryReceipt
        saved={saved}
        terms={terms}
        onClose={() => {
          setSaved(null);
          onSaved();
        }}
      />
    );

  return (
    <Stepper
      key={wizard.round}
      {...wizard.stepper}
      label={t("wizard.steps")}
      onSave={onSubmit}
      steps={[
        {
          title: t("wizard.required"),
          valid: required.valid,
          content: (
            <RequiredEntryFields
              values={values}
              onChange={change}
              terms={terms}
              errors={required.errors}
              number={<NumberChoice values={values} onChange={change} errors={required.errors} proposed={proposed} />}
            />
          ),
        },
        {
          title: t("wizard.search"),
          valid: true,
          content: (
            <EntryPerson
              person={person}
              onChange={(picked) => {
                setPerson(picked);
                change({ userExternalId: picked?.userId ?? "" });
              }}
            />
          ),
        },
        {
          title: t("wizard.optional"),
          valid: optional.valid,
          content: (
            <div className="flex flex-col gap-4">
              <OptionalEntryFields values={values} onChange={change} errors={optional.errors} />
              <FilePicker label={t("fields.file")} accept={ACCEPT_ATTRIBUTE} maxBytes={maxBytes} onChange={setFile} />
            </div>
          ),
        },
      ]}
    />
  );
}
