"use client";

import { useTranslations } from "next-intl";
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
  const t = useTranslations("documents.upload");
  const [sent, setSent] = useState<{ id: number; type: string; fileName: string; at: Date } | null>(null);
  const { form, onSubmit, busy, errorOf } = useApiForm(uploadDocumentForm, {
    defaultValues: { documentType: "", file: undefined },
    submit: async ({ documentType, file }) => {
      const { id } = await documentsApi.upload({
        documentType,
        documentFilename: file.name,
        documentFileBytes: await readAsDataUrl(file),
      });
      return {
        id,
        type: types.find((type) => type.id === documentType)?.name ?? "",
        fileName: file.name,
        at: new Date(),
      };
    },
    success: t("sent"),
    refresh: false,
    onDone: (done) => {
      form.reset();
      setSent(done);
    },
  });

  if (sent) {
    return (
      <Receipt
        title={t("receiptTitle")}
        at={sent.at}
        items={[
          { label: t("type"), value: sent.type },
          { label: t("file"), value: sent.fileName },
        ]}
        next={t("next")}
        closeLabel={t("close")}
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
      <Field label={t("type")} required>
        <Select {...form.register("documentType")}>
          <SelectOptions
            placeholder={t("typePlaceholder")}
            options={types.map((type) => ({ value: type.id, label: type.name }))}
          />
        </Select>
      </Field>
      <AttachmentField control={form.control} name="file" label={t("file")} required maxBytes={maxBytes} hideError />
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? t("sending") : t("send")}
        </Button>
      </div>
    </form>
  );
}
