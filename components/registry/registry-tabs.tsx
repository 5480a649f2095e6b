"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { ListAndNewTabs } from "@/components/shared/list-and-new-tabs";
import type { RegistryType } from "@/db/enums/registry";
import type { RegistryTerm } from "@/lib/registry/schemas";
import { NewEntryWizard } from "./islands";

/** 'Libro de registros' and 'Nuevo registro'; after saving, the book shows the new entry. */
export function RegistryTabs({
  book,
  ...props
}: {
  book: ReactNode;
  terms: RegistryTerm[];
  defaultTerm: string;
  maxBytes: number;
  proposed: Record<RegistryType, string>;
}) {
  const t = useTranslations("registry");
  const wizard = (done: () => void) => <NewEntryWizard {...props} onSaved={done} />;
  return (
    <ListAndNewTabs
      label={t("tabs.label")}
      list={{ value: "libro", label: t("tabs.book"), content: book }}
      create={{ value: "nuevo", label: t("tabs.new"), keepMounted: true, content: wizard }}
    />
  );
}
