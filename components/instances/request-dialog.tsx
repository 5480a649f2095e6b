"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm, useWatch } from "react-hook-form";
import { FormActions } from "@/components/ui/form-actions";
import { Dialog } from "@/components/ui/dialog";
import { Field, Textarea } from "@/components/ui/field";
import { FilePicker } from "@/components/ui/file-picker";
import { ACCEPT_ATTRIBUTE } from "@/lib/files/allowed-types";
import { instancesApi } from "@/lib/instances/client";
import { USER_TEXT_MAX } from "@/lib/instances/constants";
import { MESSAGES, studentRequestForm, type InstanceCreateBody, type TemplateRow } from "@/lib/instances/schemas";
import { useApiAction } from "@/components/ui/use-api-action";
import type { z } from "@/lib/validation/z";

type FormInput = z.input<typeof studentRequestForm>;
type FormOutput = z.output<typeof studentRequestForm>;

/**
 * The request dialog: an optional comment (at most 200 characters, counted) and a required file
 * that enables 'Crear solicitud'; creates the request, then attaches the file. Staff pass `owner`.
 */
export function RequestDialog({
  template,
  owner = {},
  maxBytes,
  onClose,
  onCreated,
}: {
  template: TemplateRow | null;
  owner?: Omit<InstanceCreateBody, "templateId" | "userText">;
  maxBytes: number;
  onClose: () => void;
  onCreated?: () => void;
}) {
  const { run } = useApiAction();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(studentRequestForm),
    defaultValues: { userText: "", file: undefined },
  });
  const { errors, isSubmitting } = form.formState;
  const [text, file] = useWatch({ control: form.control, name: ["userText", "file"] });

  async function send({ userText, file }: FormOutput) {
    await run(
      async () => {
        const created = await instancesApi.createInstance({ ...owner, templateId: template!.id, userText });
        await instancesApi.uploadStudentFile(created.id, file);
        return created;
      },
      {
        success: MESSAGES.instanceCreated,
        onDone: () => {
          form.reset();
          onClose();
          onCreated?.();
        },
      },
    );
  }

  return (
    <Dialog
      open={template !== null}
      onOpenChange={(o) => {
        if (!o) {
          form.reset();
          onClose();
        }
      }}
      title={template ? `Solicitar: ${template.name}` : "Solicitar"}
      description="Adjunta el fichero de la solicitud y, si quieres, un comentario."
    >
      <form noValidate onSubmit={form.handleSubmit(send)} className="flex flex-col gap-4">
        <Field
          label="Comentario"
          error={errors.userText?.message}
          hint={`${text?.length ?? 0}/${USER_TEXT_MAX} caracteres`}
        >
          <Textarea {...form.register("userText")} maxLength={USER_TEXT_MAX} />
        </Field>
        <Controller
          control={form.control}
          name="file"
          render={({ field }) => (
            <FilePicker
              label="Fichero"
              required
              accept={ACCEPT_ATTRIBUTE}
              maxBytes={maxBytes}
              error={errors.file?.message}
              onChange={(f) => field.onChange(f ?? undefined)}
            />
          )}
        />
        <FormActions onCancel={onClose} disabled={!file} busy={isSubmitting}>
          Crear solicitud
        </FormActions>
      </form>
    </Dialog>
  );
}
