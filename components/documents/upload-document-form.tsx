"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Receipt } from "@/components/ui/receipt";
import { Field, Select, SelectOptions } from "@/components/ui/field";
import { AttachmentField } from "@/components/ui/form-fields";
import { useApiForm } from "@/components/ui/use-api-form";
import { documentsApi } from "@/lib/documents/client";
import { uploadDocumentForm, type DocumentTypeRow } from "@/lib/documents/schemas";
import { readAsDataUrl } from "@/lib/client/api-request";

/** 'Subir documento': choose a type, pick a file, send it as a data URL. */
export function UploadDocumentForm({
  types,
  maxBytes,
  onUploaded,
}: {
  types: DocumentTypeRow[];
  maxBytes: number;
  /** Called with the new document's id when its receipt is closed. */
  onUploaded: (id: number) => void;
}) {
  const [sent, setSent] = useState<{ id: number; type: string; fileName: string; at: Date } | null>(null);
  const { form, onSubmit, busy, errorOf } = useApiForm(uploadDocumentForm, {
    defaultValues: { documentType: "", file: undefined },
    submit: async ({ documentType, file }) => {
      const { id } = await documentsApi.upload({
        documentType,
        documentFilename: file.name,
        documentFileBytes: await readAsDataUrl(file),
      });
      return { id, type: types.find((t) => t.id === documentType)?.name ?? "", fileName: file.name, at: new Date() };
    },
    success: "Documento enviado",
    refresh: false,
    onDone: (done) => {
      form.reset();
      setSent(done);
    },
  });

  if (sent) {
    return (
      <Receipt
        title="Documento enviado"
        at={sent.at}
        items={[
          { label: "Tipo de documento", value: sent.type },
          { label: "Archivo", value: sent.fileName },
        ]}
        next="Un coordinador lo revisará. En 'Tus documentos' verás si se aprueba o se rechaza y, si se rechaza, el motivo."
        closeLabel="Ver tus documentos"
        onClose={() => {
          setSent(null);
          onUploaded(sent.id);
        }}
      />
    );
  }

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
      <AttachmentField control={form.control} name="file" label="Archivo" required maxBytes={maxBytes} hideError />
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
