"use client";

import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { NewInteractionWizard } from "./islands";

/** 'Interacciones' (the server-rendered table) and 'Nueva Interaccion' (the wizard). */
export function InteractionsTabs({ list, maxBytes }: { list: ReactNode; maxBytes: number }) {
  const router = useRouter();
  const [tab, setTab] = useState("interacciones");
  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList aria-label="Interacciones">
        <TabsTrigger value="interacciones">Interacciones</TabsTrigger>
        <TabsTrigger value="nueva">Nueva Interaccion</TabsTrigger>
      </TabsList>
      <TabsContent value="interacciones">{list}</TabsContent>
      <TabsContent value="nueva">
        <NewInteractionWizard
          maxBytes={maxBytes}
          onCreated={() => {
            setTab("interacciones");
            router.refresh();
          }}
        />
      </TabsContent>
    </Tabs>
  );
}
