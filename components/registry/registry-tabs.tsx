"use client";

import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { RegistryTerm } from "@/lib/registry/schemas";
import { NewEntryWizard } from "./islands";

/** 'Libro de Registros' and 'Nuevo Registro'; after saving, the book shows the new entry. */
export function RegistryTabs({
  book,
  terms,
  defaultTerm,
  maxBytes,
}: {
  book: ReactNode;
  terms: RegistryTerm[];
  defaultTerm: string;
  maxBytes: number;
}) {
  const router = useRouter();
  const [tab, setTab] = useState("libro");
  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList aria-label="Libro de registro">
        <TabsTrigger value="libro">Libro de Registros</TabsTrigger>
        <TabsTrigger value="nuevo">Nuevo Registro</TabsTrigger>
      </TabsList>
      <TabsContent value="libro">{book}</TabsContent>
      <TabsContent value="nuevo" forceMount hidden={tab !== "nuevo"}>
        <NewEntryWizard
          terms={terms}
          defaultTerm={defaultTerm}
          maxBytes={maxBytes}
          onSaved={() => {
            setTab("libro");
            router.refresh();
          }}
        />
      </TabsContent>
    </Tabs>
  );
}
