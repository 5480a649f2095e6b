"use client";

import { FilterForm, useFilterValues } from "@/components/shared/filter-form";
import type { SelectOption } from "@/components/ui/field";
import { REGISTRY_BOOK_LABELS, REGISTRY_TYPE_LABELS } from "@/lib/registry/constants";
import { REGISTRY_BOOK_TYPES, REGISTRY_TYPES } from "@/db/enums/registry";
import type { RegistryListQuery, RegistryTerm } from "@/lib/registry/schemas";

const options = <K extends string>(keys: readonly K[], labels: Record<K, string>): SelectOption[] =>
  keys.map((k) => ({ value: k, label: labels[k] }));

type Filters = Pick<RegistryListQuery, "bookType" | "type" | "term" | "from" | "to" | "q">;

/** Book, type, academic year, date range and free text, kept in the URL. */
export function RegistryFilters({ current, terms }: { current: Filters; terms: RegistryTerm[] }) {
  const { values, text, choice } = useFilterValues({
    bookType: current.bookType ?? "",
    type: current.type ?? "",
    term: current.term ? String(current.term) : "",
    from: current.from ?? "",
    to: current.to ?? "",
    q: current.q ?? "",
  });
  return (
    <FilterForm
      values={values}
      className="grid gap-4 sm:grid-cols-3 lg:grid-cols-6"
      buttonClassName="sm:col-span-3 lg:col-span-6"
    >
      {choice("bookType", "Libro", options(REGISTRY_BOOK_TYPES, REGISTRY_BOOK_LABELS))}
      {choice("type", "Tipo", options(REGISTRY_TYPES, REGISTRY_TYPE_LABELS))}
      {choice(
        "term",
        "Curso académico",
        terms.map((t) => ({ value: t.id, label: t.name })),
      )}
      {text("from", "Desde", "date")}
      {text("to", "Hasta", "date")}
      {text("q", "Texto", "search")}
    </FilterForm>
  );
}
