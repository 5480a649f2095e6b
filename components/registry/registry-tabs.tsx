"use client";

import { useRouter } from "next/navigation";
import type { ReactNode } from "react";
import { RoutedTabs } from "@/components/ui/routed-tabs";
import type { RegistryType } from "@/db/enums/registry";
import type { RegistryTerm } from "@/lib/registry/schemas";
import { NewEntryWizard } from "./islands";

/** 'Libro de registros' and 'Nuevo registro'; after saving, the book shows the new entry. */
export function RegistryTabs({
  book,
  terms,
  defaultTerm,
  maxBytes,
  proposed,
}: {
  book: ReactNode;
  terms: RegistryTerm[];
  defaultTerm: string;
  maxBytes: number;
  proposed: Record<RegistryType, string>;
}) {
  const router = useRouter();
  return (
    <RoutedTabs
      label="Libro de registro"
      tabs={[
        { value: "libro", label: "Libro de registros", content: book },
        {
          value: "nuevo",
          label: "Nuevo registro",
          keepMounted: true,
          content: (select) => (
            <NewEntryWizard
              terms={terms}
              defaultTerm={defaultTerm}
              maxBytes={maxBytes}
              proposed={proposed}
              onSaved={() => {
                select("libro");
                router.refresh();
              }}
            />
          ),
        },
      ]}
    />
  );
}
