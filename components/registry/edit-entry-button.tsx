"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FilePicker } from "@/components/ui/file-picker";
import { LoadError } from "@/components/ui/load-error";
import { ACCEPT_ATTRIBUTE } from "@/lib/files/allowed-types";
import type { RegistryEntryRow, RegistryHistoryRow, RegistryTerm } from "@/lib/registry/schemas";
import { apiRequest, readAsDataUrl } from "@/lib/ui/api-request";
import { useApiAction } from "@/components/ui/use-api-action";
import { entryValues, fieldErrors, OPTIONAL_FIELDS, REQUIRED_FIELDS, type EntryFormValues } from "./entry-form-values";
import { OptionalEntryFields, RequiredEntryFields } from "./entry-fields";
import { EntryHistory } from "./entry-history";
import { UserSearch } from "./user-search";

type Loaded = RegistryEntryRow & { history: RegistryHistoryRow[] };
type Props = { entryId: number; code: string; terms: RegistryTerm[]; maxBytes: number };

/** 'Editar' on a row: the entry's fields and its history in a modal; saving PATCHes the entry. */
export function EditEntryButton({ entryId, code, terms, maxBytes }: Props) {
  const { run, busy: saving } = useApiAction();
  const [open, setOpen] = useState(false);
  const [entry, setEntry] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [values, setValues] = useState<EntryFormValues | null>(null);
  const [file, setFile] = useState<File | null>(null);

  async function load() {
    setOpen(true);
    setFailed(false);
    try {
      const loaded = await apiRequest<Loaded>(`/registry-api/${entryId}`);
      setEntry(loaded);
      setValues(entryValues(loaded));
    } catch {
      setFailed(true);
    }
  }

  const errors = values ? { ...fieldErrors(values, REQUIRED_FIELDS).errors, ...fieldErrors(values, OPTIONAL_FIELDS).errors } : {};
  async function save() {
    if (!values || Object.keys(errors).length > 0) return;
    const patch = async () => {
      const upload = file ? { name: file.name, dataUrl: await readAsDataUrl(file) } : undefined;
      await apiRequest(`/registry-api/${entryId}`, { method: "PATCH", json: { ...values, file: upload } });
    };
    await run(patch, {
      success: "Se ha actualizado correctamente el Registro",
      onDone: () => {
        setOpen(false);
        setFile(null);
      },
    });
  }

  const change = (changes: Partial<EntryFormValues>) => setValues((v) => (v ? { ...v, ...changes } : v));
  return (
    <>
      <Button size="sm" variant="secondary" onClick={load} aria-label={`Editar registro ${code}`}>
        Editar
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={`Editar registro ${code}`}
        size="xl"
        footer={values && (
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>Cancelar</Button>
            <Button busy={saving} disabled={Object.keys(errors).length > 0} onClick={save}>Guardar</Button>
          </>
        )}
      >
        {failed && <LoadError message="Ha habido un error al cargar el registro" />}
        {!failed && !values && <p>Cargando…</p>}
        {values && entry && (
          <div className="flex flex-col gap-6">
            <RequiredEntryFields values={values} onChange={change} terms={terms} errors={errors} />
            <UserSearch selected={values.userExternalId} onSelect={(userExternalId) => change({ userExternalId })} />
            <OptionalEntryFields values={values} onChange={change} errors={errors} />
            <FilePicker label={entry.file ? `Sustituir archivo (actual: ${entry.file})` : "Archivo"} accept={ACCEPT_ATTRIBUTE} maxBytes={maxBytes} onChange={setFile} />
            <EntryHistory history={entry.history} terms={terms} />
          </div>
        )}
      </Dialog>
    </>
  );
}
