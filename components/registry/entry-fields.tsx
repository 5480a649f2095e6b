"use client";

import type { ReactNode } from "react";
import { Field, Input, Select, SelectOptions, Textarea } from "@/components/ui/field";
import { REGISTRY_BOOK_LABELS, REGISTRY_TYPE_LABELS } from "@/lib/registry/constants";
import { REGISTRY_BOOK_TYPES, REGISTRY_TYPES, type RegistryType } from "@/db/enums/registry";
import type { RegistryTerm } from "@/lib/registry/schemas";
import type { EntryFormValues } from "./entry-form-values";

type Props = {
  values: EntryFormValues;
  onChange: (changes: Partial<EntryFormValues>) => void;
  errors?: Record<string, string | undefined>;
};

/** 'Datos requeridos': book, type (Entrada/Salida), academic year, and the entry's number (`number`). */
export function RequiredEntryFields({
  values,
  onChange,
  errors = {},
  terms,
  typeFixed = false,
  number,
}: Props & { terms: RegistryTerm[]; typeFixed?: boolean; number: ReactNode }) {
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
      <Field label="Tipo" required error={errors.type}>
        <Select value={values.type} disabled={typeFixed} onChange={(e) => onChange({ type: e.target.value })}>
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
      <div className="sm:col-span-2">{number}</div>
    </div>
  );
}

/**
 * A new entry's number: the book's next one of the year and type (the default, taken when saving), or
 * a code copied from a paper register.
 */
export function NumberChoice({
  values,
  onChange,
  errors = {},
  proposed,
}: Props & { proposed: Record<RegistryType, string> }) {
  const next = proposed[values.type as RegistryType];
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-gray-900">Número de registro</legend>
      <label className="flex items-start gap-2 text-sm">
        <input
          type="radio"
          name="registry-numbering"
          className="mt-0.5 size-4"
          checked={values.numbering === "SERIES"}
          onChange={() => onChange({ numbering: "SERIES", code: "" })}
        />
        <span>
          Número propuesto por el libro: <span className="font-mono">{next}</span>
          <span className="block text-gray-600">
            Se asigna al guardar; si otro asiento lo toma antes, este recibe el siguiente libre.
          </span>
        </span>
      </label>
      <label className="flex items-start gap-2 text-sm">
        <input
          type="radio"
          name="registry-numbering"
          className="mt-0.5 size-4"
          checked={values.numbering === "PAPER"}
          onChange={() => onChange({ numbering: "PAPER" })}
        />
        Número copiado de un registro en papel
      </label>
      {values.numbering === "PAPER" && (
        <Field label="Código" required error={errors.code} hint="Tal como figura en el registro en papel.">
          <Input value={values.code} onChange={(e) => onChange({ code: e.target.value })} />
        </Field>
      )}
    </fieldset>
  );
}

const FIXED_HINTS: Record<string, string> = {
  SERIES: "Número dado por el libro: ni el número ni el tipo se pueden cambiar.",
  LEGACY: "Número anterior a la numeración única: no se puede cambiar.",
  "": "Número anterior a la numeración única: no se puede cambiar.",
};

/** An entry's number in the edit dialog: only a code copied from paper can be corrected. */
export function EntryCode({ values, onChange, errors = {} }: Props) {
  const copied = values.numbering === "PAPER";
  return (
    <Field
      label="Código"
      required={copied}
      error={errors.code}
      hint={copied ? "Copiado de un registro en papel." : FIXED_HINTS[values.numbering]}
    >
      <Input value={values.code} readOnly={!copied} onChange={(e) => onChange({ code: e.target.value })} />
    </Field>
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
