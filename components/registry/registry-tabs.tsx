"use client";

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
  const wizard = (done: () => void) => <NewEntryWizard {...props} onSaved={done} />;
  return (
    <ListAndNewTabs
      label="Libro de registro"
      list={{ value: "libro", label: "Libro de registros", content: book }}
      create={{ value: "nuevo", label: "Nuevo registro", keepMounted: true, content: wizard }}
    />
  );
}
