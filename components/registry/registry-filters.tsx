"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import { REGISTRY_BOOK_LABELS, REGISTRY_TYPE_LABELS } from "@/lib/registry/constants";
import { REGISTRY_BOOK_TYPES, REGISTRY_TYPES } from "@/db/enums/registry";
import type { RegistryListQuery, RegistryTerm } from "@/lib/registry/schemas";
import { useSearchParamsUpdate } from "@/lib/client/use-search-params-update";

type Filters = Pick<RegistryListQuery, "bookType" | "type" | "term" | "from" | "to" | "q">;

/** Book, type, academic year, date range and free text, kept in the URL. */
export function RegistryFilters({ current, terms }: { current: Filters; terms: RegistryTerm[] }) {
  const { update, pending } = useSearchParamsUpdate();
  const [f, setF] = useState({
    bookType: current.bookType ?? "",
    type: current.type ?? "",
    term: current.term ? String(current.term) : "",
    from: current.from ?? "",
    to: current.to ?? "",
    q: current.q ?? "",
  });
  const set = (key: keyof typeof f) => (e: { target: { value: string } }) =>
    setF((v) => ({ ...v, [key]: e.target.value }));
  return (
    <form
      className="grid gap-4 sm:grid-cols-3 lg:grid-cols-6"
      onSubmit={(e) => {
        e.preventDefault();
        update({ ...f, q: f.q.trim(), page: null });
      }}
    >
      <Field label="Libro">
        <Select value={f.bookType} onChange={set("bookType")}>
          <option value="">Todos</option>
          {REGISTRY_BOOK_TYPES.map((b) => (
            <option key={b} value={b}>
              {REGISTRY_BOOK_LABELS[b]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Tipo">
        <Select value={f.type} onChange={set("type")}>
          <option value="">Todos</option>
          {REGISTRY_TYPES.map((t) => (
            <option key={t} value={t}>
              {REGISTRY_TYPE_LABELS[t]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Curso académico">
        <Select value={f.term} onChange={set("term")}>
          <option value="">Todos</option>
          {terms.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Desde">
        <Input type="date" value={f.from} onChange={set("from")} />
      </Field>
      <Field label="Hasta">
        <Input type="date" value={f.to} onChange={set("to")} />
      </Field>
      <Field label="Texto">
        <Input type="search" value={f.q} onChange={set("q")} />
      </Field>
      <div className="sm:col-span-3 lg:col-span-6">
        <Button type="submit" variant="secondary" busy={pending}>
          Filtrar
        </Button>
      </div>
    </form>
  );
}
