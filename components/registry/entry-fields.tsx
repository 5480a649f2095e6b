"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Field, Input, Select, SelectOptions, Textarea } from "@/components/ui/field";
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
  const t = useTranslations("registry");
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={t("fields.book")} required error={errors.bookType}>
        <Select value={values.bookType} onChange={(e) => onChange({ bookType: e.target.value })}>
          {REGISTRY_BOOK_TYPES.map((b) => (
            <option key={b} value={b}>
              {t(`books.${b}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t("fields.type")} required error={errors.type}>
        <Select value={values.type} disabled={typeFixed} onChange={(e) => onChange({ type: e.target.value })}>
          {REGISTRY_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t("fields.term")} required error={errors.term}>
        <Select value={values.term} onChange={(e) => onChange({ term: e.target.value })}>
          <SelectOptions
            placeholder={t("form.termPlaceholder")}
            options={terms.map((term) => ({ value: term.id, label: term.name }))}
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
  const t = useTranslations("registry");
  const next = proposed[values.type as RegistryType];
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-gray-900">{t("form.number")}</legend>
      <label className="flex items-start gap-2 text-sm">
        <input
          type="radio"
          name="registry-numbering"
          className="mt-0.5 size-4"
          checked={values.numbering === "SERIES"}
          onChange={() => onChange({ numbering: "SERIES", code: "" })}
        />
        <span>
          {t.rich("form.proposed", { code: next, mono: (c) => <span className="font-mono">{c}</span> })}
          <span className="block text-gray-600">{t("form.proposedHint")}</span>
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
        {t("form.paper")}
      </label>
      {values.numbering === "PAPER" && (
        <Field label={t("fields.code")} required error={errors.code} hint={t("form.paperHint")}>
          <Input value={values.code} onChange={(e) => onChange({ code: e.target.value })} />
        </Field>
      )}
    </fieldset>
  );
}

/** An entry's number in the edit dialog: only a code copied from paper can be corrected. */
export function EntryCode({ values, onChange, errors = {} }: Props) {
  const t = useTranslations("registry");
  const copied = values.numbering === "PAPER";
  const fixed = values.numbering === "SERIES" ? t("form.seriesFixed") : t("form.legacyFixed");
  return (
    <Field label={t("fields.code")} required={copied} error={errors.code} hint={copied ? t("form.copiedHint") : fixed}>
      <Input value={values.code} readOnly={!copied} onChange={(e) => onChange({ code: e.target.value })} />
    </Field>
  );
}

/** 'Datos opcionales' without the file: receiver, document type and motivo. */
export function OptionalEntryFields({ values, onChange, errors = {} }: Props) {
  const t = useTranslations("registry");
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={t("fields.receiver")} error={errors.receiver}>
        <Input value={values.receiver} onChange={(e) => onChange({ receiver: e.target.value })} />
      </Field>
      <Field label={t("fields.documentType")} error={errors.documentType}>
        <Input value={values.documentType} onChange={(e) => onChange({ documentType: e.target.value })} />
      </Field>
      <Field label={t("fields.text")} error={errors.text} className="sm:col-span-2">
        <Textarea value={values.text} onChange={(e) => onChange({ text: e.target.value })} />
      </Field>
    </div>
  );
}
