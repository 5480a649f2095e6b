"use client";

import { Field, Input, Select, SelectOptions, Textarea } from "@/components/ui/field";
import {
  REGISTRY_BOOK_LABELS,
  REGISTRY_BOOK_TYPES,
  REGISTRY_TYPE_LABELS,
  REGISTRY_TYPES,
} from "@/lib/registry/constants";
import type { RegistryTerm } from "@/lib/registry/schemas";
import type { EntryFormValues } from "./entry-form-values";

type Props = {
  values: EntryFormValues;
  onChange: (changes: Partial<EntryFormValues>) => void;
  errors?: Record<string, string | undefined>;
};

/** 'Datos requeridos': book, code, type (Entrada/Salida) and academic year. */
export function RequiredEntryFields({ values, onChange, errors = {}, terms }: Props & { terms: RegistryTerm[] }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Libro" required error={errors.bookType}>
        <Select value={values.bookType} onChange={(e) => onChange({ bookType: e.target.value })}>
          {REGISTRY_BOOK_TYPES.map((b) => (
            <option key={b} value={b}>
              {REGISTRY_BOOK_LABELS[b]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Código" required error={errors.code}>
        <Input value={values.code} onChange={(e) => onChange({ code: e.target.value })} />
      </Field>
      <Field label="Tipo" required error={errors.type}>
        <Select value={values.type} onChange={(e) => onChange({ type: e.target.value })}>
          {REGISTRY_TYPES.map((t) => (
            <option key={t} value={t}>
              {REGISTRY_TYPE_LABELS[t]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Curso académico" required error={errors.term}>
        <Select value={values.term} onChange={(e) => onChange({ term: e.target.value })}>
          <SelectOptions
            placeholder="Selecciona un curso académico"
            options={terms.map((t) => ({ value: t.id, label: t.name }))}
          />
        </Select>
      </Field>
    </div>
  );
}

/** 'Datos opcionales' without the file: receiver, document type and motivo. */
export function OptionalEntryFields({ values, onChange, errors = {} }: Props) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Destinatario" error={errors.receiver}>
        <Input value={values.receiver} onChange={(e) => onChange({ receiver: e.target.value })} />
      </Field>
      <Field label="Tipo de documento" error={errors.documentType}>
        <Input value={values.documentType} onChange={(e) => onChange({ documentType: e.target.value })} />
      </Field>
      <Field label="Motivo" error={errors.text} className="sm:col-span-2">
        <Textarea value={values.text} onChange={(e) => onChange({ text: e.target.value })} />
      </Field>
    </div>
  );
}
