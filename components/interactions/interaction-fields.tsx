"use client";

import type { ComponentProps } from "react";
import { Field, Select, Textarea } from "@/components/ui/field";
import { FilePicker } from "@/components/ui/file-picker";
import { ACCEPT_ATTRIBUTE } from "@/lib/files/allowed-types";
import { INTERACTION_TYPES, type InteractionType } from "@/lib/interactions/constants";

export type InteractionDraft = { type: InteractionType; interactionText: string; file: File | null };
export const emptyDraft = (): InteractionDraft => ({ type: "Teléfono", interactionText: "", file: null });

/** 'Tipo de interacción', required, with one option per type; the props go to the `<select>`. */
export function InteractionTypeField(props: ComponentProps<"select">) {
  return (
    <Field label="Tipo de interacción" required>
      <Select {...props}>
        {INTERACTION_TYPES.map((t) => (
          <option key={t} value={t}>
            {t}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** Type, comment and an optional attachment: shared by the wizard's last step and the student file. */
export function InteractionFields({
  draft,
  onChange,
  error,
  maxBytes,
}: {
  draft: InteractionDraft;
  onChange: (draft: InteractionDraft) => void;
  error?: string;
  maxBytes: number;
}) {
  return (
    <div className="flex max-w-xl flex-col gap-4">
      <InteractionTypeField value={draft.type} onChange={(e) => onChange({ ...draft, type: e.target.value as InteractionType })} />
      <Field label="Comentario" required error={error}>
        <Textarea value={draft.interactionText} onChange={(e) => onChange({ ...draft, interactionText: e.target.value })} />
      </Field>
      <FilePicker label="Adjunto" accept={ACCEPT_ATTRIBUTE} maxBytes={maxBytes} onChange={(file) => onChange({ ...draft, file })} />
    </div>
  );
}
