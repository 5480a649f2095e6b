"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FilePicker } from "@/components/ui/file-picker";
import { LoadError } from "@/components/ui/load-error";
import { ACCEPT_ATTRIBUTE } from "@/lib/files/allowed-types";
import type { RegistryEntryRow, RegistryHistoryRow, RegistryTerm } from "@/lib/registry/schemas";
import { readAsDataUrl } from "@/lib/ui/api-request";
import { useApiForm } from "@/components/ui/use-api-form";
import { useApiRead } from "@/components/ui/use-api-read";
import { emptyEntry, entryChanger, entryFormSchema, entryValues } from "./entry-form-values";
import { OptionalEntryFields, RequiredEntryFields } from "./entry-fields";
import { EntryHistory } from "./entry-history";
import { UserSearch } from "./user-search";
import { registryApi } from "@/lib/registry/client";

type Loaded = RegistryEntryRow & { history: RegistryHistoryRow[] };
type Props = { entryId: number; code: string; terms: RegistryTerm[]; maxBytes: number };

/** 'Editar' on a row: the entry's fields and its history in a modal; saving PATCHes the entry. */
export function EditEntryButton({ entryId, code, terms, maxBytes }: Props) {
  const [open, setOpen] = useState(false);
  const read = useApiRead<Loaded>(open ? registryApi.entryPath(entryId) : null, {
    failure: "Ha habido un error al cargar el registro",
  });
  const entry = read.loading ? null : read.data;
  const [file, setFile] = useState<File | null>(null);
  const {
    form,
    onSubmit: save,
    busy: saving,
  } = useApiForm(entryFormSchema, {
    defaultValues: emptyEntry(),
    mode: "onChange",
    // The inputs as typed (an emptied optional field clears it), plus the new file if one was chosen.
    submit: async (): Promise<RegistryEntryRow> => {
      const upload = file ? { name: file.name, dataUrl: await readAsDataUrl(file) } : undefined;
      return registryApi.update(entryId, { ...form.getValues(), file: upload });
    },
    success: "Se ha actualizado correctamente el registro",
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
          read.reload();
        }}
        aria-label={`Editar registro ${code}`}
      >
        Editar
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={`Editar registro ${code}`}
        size="xl"
        footer={
          entry && (
            <>
              <Button variant="secondary" onClick={() => setOpen(false)}>
                Cancelar
              </Button>
              <Button busy={saving} disabled={Object.keys(errors).length > 0} onClick={save}>
                Guardar
              </Button>
            </>
          )
        }
      >
        {read.error && <LoadError message={read.error} />}
        {read.loading && <p>Cargando…</p>}
        {entry && (
          <div className="flex flex-col gap-6">
            <RequiredEntryFields values={values} onChange={change} terms={terms} errors={errors} />
            <UserSearch selected={values.userExternalId} onSelect={(userExternalId) => change({ userExternalId })} />
            <OptionalEntryFields values={values} onChange={change} errors={errors} />
            <FilePicker
              label={entry.file ? `Sustituir archivo (actual: ${entry.file})` : "Archivo"}
              accept={ACCEPT_ATTRIBUTE}
              maxBytes={maxBytes}
              onChange={setFile}
            />
            <EntryHistory history={entry.history} terms={terms} />
          </div>
        )}
      </Dialog>
    </>
  );
}
