"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field, Select, SelectOptions } from "@/components/ui/field";
import { FilePicker } from "@/components/ui/file-picker";
import { uploadDocumentForm, type DocumentTypeRow } from "@/lib/documents/schemas";
import { ACCEPT_ATTRIBUTE } from "@/lib/files/allowed-types";
import { readAsDataUrl } from "@/lib/ui/api-request";
import { useApiAction } from "@/components/ui/use-api-action";
import type { z } from "@/lib/validation/z";
import { documentsApi } from "@/lib/documents/client";

type FormInput = z.input<typeof uploadDocumentForm>;
type FormOutput = z.output<typeof uploadDocumentForm>;

/** 'Subir Documento': choose a type, pick a file, send it as a data URL. */
export function UploadDocumentForm({
  types,
  maxBytes,
  onUploaded,
}: {
  types: DocumentTypeRow[];
  maxBytes: number;
  onUploaded: () => void;
}) {
  const { run } = useApiAction();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(uploadDocumentForm),
    defaultValues: { documentType: "", file: undefined },
  });
  const { errors, isSubmitting } = form.formState;

  async function send({ documentType, file }: FormOutput) {
    const upload = async () => {
      const json = { documentType, documentFilename: file.name, documentFileBytes: await readAsDataUrl(file) };
      return documentsApi.upload(json);
    };
    await run(upload, {
      success: (created) => `Documento ${created.id} enviado`,
      refresh: false,
      onDone: () => {
        form.reset();
        onUploaded();
      },
    });
  }

  // Both rules share one message in the specification: show it once.
  const error = errors.documentType?.message ?? errors.file?.message;
  return (
    <form noValidate onSubmit={form.handleSubmit(send)} className="flex max-w-lg flex-col gap-4">
      <Field label="Tipo de documento" required>
        <Select {...form.register("documentType")}>
          <SelectOptions
            placeholder="Selecciona un tipo"
            options={types.map((t) => ({ value: t.id, label: t.name }))}
          />
        </Select>
      </Field>
      <Controller
        control={form.control}
        name="file"
        render={({ field }) => (
          <FilePicker
            label="Archivo"
            required
            accept={ACCEPT_ATTRIBUTE}
            maxBytes={maxBytes}
            onChange={(f) => field.onChange(f ?? undefined)}
          />
        )}
      />
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Enviando…" : "Enviar"}
        </Button>
      </div>
    </form>
  );
}
