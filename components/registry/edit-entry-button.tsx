"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FilePicker } from "@/components/ui/file-picker";
import { LoadError } from "@/components/ui/load-error";
import { ACCEPT_ATTRIBUTE } from "@/lib/files/allowed-types";
import type { PickedStudent } from "@/components/ui/student-picker";
import { registryEntryPatch, type RegistryEntryDetail, type RegistryTerm } from "@/lib/registry/schemas";
import { ApiRequestError, readAsDataUrl } from "@/lib/client/api-request";
import { useApiForm } from "@/components/ui/use-api-form";
import { useApiRead } from "@/components/ui/use-api-read";
import type { z } from "@/lib/validation/z";
import { emptyEntry, entryChanger, entryValues, type EntryFormValues } from "./entry-form-values";
import { EntryCode, OptionalEntryFields, RequiredEntryFields } from "./entry-fields";
import { EntryHistory } from "./entry-history";
import { EntryPerson, personOf } from "./entry-person";
import { registryApi } from "@/lib/registry/client";

/** The endpoint's schema on the dialog's inputs (the form holds them as strings). */
const editFields = registryEntryPatch.omit({ file: true, created: true, modified: true, id: true });
const editSchema = editFields as unknown as z.ZodType<z.output<typeof editFields>, EntryFormValues>;

type Props = { entryId: number; code: string; terms: RegistryTerm[]; maxBytes: number };

/** 'Editar' on a row: the entry's fields and its history in a modal; saving PATCHes the entry. */
export function EditEntryButton({ entryId, code, terms, maxBytes }: Props) {
  const t = useTranslations("registry");
  const [open, setOpen] = useState(false);
  const read = useApiRead<RegistryEntryDetail>(open ? registryApi.entryPath(entryId) : null, {
    failure: t("edit.loadFailure"),
  });
  const entry = read.loading ? null : read.data;
  const [file, setFile] = useState<File | null>(null);
  // Until the user picks another person (or removes them), the entry's own.
  const [picked, setPicked] = useState<PickedStudent | null | undefined>(undefined);
  const person = picked === undefined ? (entry ? personOf(entry) : null) : picked;
  const {
    form,
    onSubmit: save,
    busy: saving,
  } = useApiForm(editSchema, {
    defaultValues: emptyEntry(),
    mode: "onChange",
    // The parsed inputs (an emptied optional field clears it), plus the new file if one was chosen.
    submit: async (body) => {
      const upload = file ? { name: file.name, dataUrl: await readAsDataUrl(file) } : undefined;
      return registryApi.update(entryId, { ...body, file: upload });
    },
    success: t("edit.success"),
    failure: t("edit.failure"),
    // A corrected code already in the book: said on its field too.
    onError: (err) => {
      if (err instanceof ApiRequestError && err.status === 409) form.setError("code", { message: err.message });
    },
    onDone: () => {
      setOpen(false);
      setFile(null);
    },
  });

  // Each opening reads the entry afresh and puts it in the form.
  useEffect(() => {
    if (entry) form.reset(entryValues(entry));
  }, [entry, form]);

  const values = form.watch();
  const errors: Record<string, string | undefined> = Object.fromEntries(
    Object.entries(form.formState.errors).map(([name, error]) => [
      name,
      (error as { message?: string } | undefined)?.message,
    ]),
  );
  const change = entryChanger(form);
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => {
          setOpen(true);
          setPicked(undefined);
          read.reload();
        }}
        aria-label={t("edit.title", { code })}
      >
        {t("edit.button")}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t("edit.title", { code })}
        size="xl"
        footer={
          entry && (
            <>
              <Button variant="secondary" onClick={() => setOpen(false)}>
                {t("edit.cancel")}
              </Button>
              <Button busy={saving} disabled={Object.keys(errors).length > 0} onClick={save}>
                {t("edit.save")}
              </Button>
            </>
          )
        }
      >
        {read.error && <LoadError message={read.error} />}
        {read.loading && <p>{t("edit.loading")}</p>}
        {entry && (
          <div className="flex flex-col gap-6">
            <RequiredEntryFields
              values={values}
              onChange={change}
              terms={terms}
              errors={errors}
              typeFixed={values.numbering === "SERIES"}
              number={<EntryCode values={values} onChange={change} errors={errors} />}
            />
            <EntryPerson
              person={person}
              onChange={(chosen) => {
                setPicked(chosen);
                change({ userExternalId: chosen?.userId ?? "" });
              }}
            />
            <OptionalEntryFields values={values} onChange={change} errors={errors} />
            <FilePicker
              label={entry.file ? t("edit.replaceFile", { file: entry.file }) : t("fields.file")}
              accept={ACCEPT_ATTRIBUTE}
              maxBytes={maxBytes}
              onChange={setFile}
            />
            <EntryHistory history={entry.history} people={entry.people} terms={terms} />
          </div>
        )}
      </Dialog>
    </>
  );
}
