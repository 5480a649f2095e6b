"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import { SEARCH_KINDS, type SearchKind } from "@/lib/student-record/schemas";
import { useSearchParamsUpdate } from "@/lib/client/use-search-params-update";

/** Search by Id, Nombre, Apellidos or Correo electrónico; the search lives in the URL. */
export function StudentSearchForm({ kind, term }: { kind: SearchKind; term: string }) {
  const t = useTranslations("studentRecord.search");
  const { update, pending } = useSearchParamsUpdate();
  const [values, setValues] = useState({ kind, term });
  const [error, setError] = useState<string>();
  return (
    <form
      role="search"
      aria-label={t("label")}
      className="flex flex-wrap items-end gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (!values.term.trim()) return setError(t("termRequired"));
        setError(undefined);
        update({ kind: values.kind, term: values.term.trim(), page: null, user: null });
      }}
    >
      <Field label={t("by")}>
        <Select value={values.kind} onChange={(e) => setValues({ ...values, kind: e.target.value as SearchKind })}>
          {SEARCH_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`kinds.${k}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t("term")} error={error} className="min-w-64 flex-1">
        <Input value={values.term} onChange={(e) => setValues({ ...values, term: e.target.value })} />
      </Field>
      <Button type="submit" disabled={pending}>
        {t("submit")}
      </Button>
    </form>
  );
}
