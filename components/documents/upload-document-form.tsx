"use client";

import { Button } from "@/components/ui/button";
import { Field, Select, SelectOptions } from "@/components/ui/field";
import { FileField } from "@/components/ui/form-fields";
import { useApiForm } from "@/components/ui/use-api-form";
import { documentsApi } from "@/lib/documents/client";
import { uploadDocumentForm, type DocumentTypeRow } from "@/lib/documents/schemas";
import { ACCEPT_ATTRIBUTE } from "@/lib/files/allowed-types";
import { readAsDataUrl } from "@/lib/ui/api-request";

/** 'Subir documento': choose a type, pick a file, send it as a data URL. */
export function UploadDocumentForm({
  types,
  maxBytes,
  onUploaded,
}: {
  types: DocumentTypeRow[];
  maxBytes: number;
  onUploaded: () => void;
}) {
  const { form, onSubmit, busy, errorOf } = useApiForm(uploadDocumentForm, {
    defaultValues: { documentType: "", file: undefined },
    submit: async ({ documentType, file }) =>
      documentsApi.upload({ documentType, documentFilename: file.name, documentFileBytes: await readAsDataUrl(file) }),
    success: (created) => `Documento ${created.id} enviado`,
    refresh: false,
    onDone: () => {
      form.reset();
      onUploaded();
    },
  });

  // Both rules share one message in the specification: show it once.
  const error = errorOf("documentType") ?? errorOf("file");
  return (
    <form noValidate onSubmit={onSubmit} className="flex max-w-lg flex-col gap-4">
      <Field label="Tipo de documento" required>
        <Select {...form.register("documentType")}>
          <SelectOptions
            placeholder="Selecciona un tipo"
            options={types.map((t) => ({ value: t.id, label: t.name }))}
          />
        </Select>
      </Field>
      <FileField
        control={form.control}
        name="file"
        label="Archivo"
        required
        accept={ACCEPT_ATTRIBUTE}
        maxBytes={maxBytes}
        hideError
      />
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? "Enviando…" : "Enviar"}
        </Button>
      </div>
    </form>
  );
}
