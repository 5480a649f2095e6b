"use client";

import { useTranslations } from "next-intl";
import type { ComponentProps } from "react";
import { Field, Select, Textarea } from "@/components/ui/field";
import { FilePicker } from "@/components/ui/file-picker";
import { ACCEPT_ATTRIBUTE } from "@/lib/files/allowed-types";
import { INTERACTION_TYPES } from "@/db/enums/interactions";
import { INTERACTION_TYPE_KEYS } from "@/lib/interactions/constants";

/** 'Tipo de interacción', required, with one option per type; the props go to the `<select>`. */
export function InteractionTypeField(props: ComponentProps<"select">) {
  const t = useTranslations("interactions");
  return (
    <Field label={t("fields.type")} required>
      <Select {...props}>
        {INTERACTION_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`types.${INTERACTION_TYPE_KEYS[type]}`)}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/**
 * The interaction itself, in the wizard and on a student's record: its type, 'Comentario' (required,
 * with `error`) and an optional attachment. `type` and `text` are the form's `register` results.
 */
export function InteractionDetailFields({
  type,
  text,
  error,
  maxBytes,
  onFile,
  fileKey,
}: {
  type: ComponentProps<"select">;
  text: ComponentProps<"textarea">;
  error?: string;
  maxBytes: number;
  onFile: (file: File | null) => void;
  /** Changing it empties the attachment (a new form after saving). */
  fileKey?: number;
}) {
  const t = useTranslations("interactions");
  return (
    <div className="flex max-w-xl flex-col gap-4">
      <InteractionTypeField {...type} />
      <Field label={t("fields.comment")} required error={error}>
        <Textarea {...text} />
      </Field>
      <FilePicker
        key={fileKey}
        label={t("fields.attachment")}
        accept={ACCEPT_ATTRIBUTE}
        maxBytes={maxBytes}
        onChange={onFile}
      />
    </div>
  );
}
