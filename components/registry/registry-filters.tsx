"use client";

import { useTranslations } from "next-intl";
import { FilterForm, useFilterValues } from "@/components/shared/filter-form";
import type { SelectOption } from "@/components/ui/field";
import { REGISTRY_BOOK_TYPES, REGISTRY_TYPES } from "@/db/enums/registry";
import type { RegistryListQuery, RegistryTerm } from "@/lib/registry/schemas";

const options = <K extends string>(keys: readonly K[], label: (key: K) => string): SelectOption[] =>
  keys.map((k) => ({ value: k, label: label(k) }));

type Filters = Pick<RegistryListQuery, "bookType" | "type" | "term" | "from" | "to" | "q">;

/** Book, type, academic year, date range and free text, kept in the URL. */
export function RegistryFilters({ current, terms }: { current: Filters; terms: RegistryTerm[] }) {
  const t = useTranslations("registry");
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
      {choice(
        "bookType",
        t("fields.book"),
        options(REGISTRY_BOOK_TYPES, (b) => t(`books.${b}`)),
      )}
      {choice(
        "type",
        t("fields.type"),
        options(REGISTRY_TYPES, (type) => t(`types.${type}`)),
      )}
      {choice(
        "term",
        t("fields.term"),
        terms.map((t) => ({ value: t.id, label: t.name })),
      )}
      {text("from", t("filters.from"), "date")}
      {text("to", t("filters.to"), "date")}
      {text("q", t("filters.text"), "search")}
    </FilterForm>
  );
}
