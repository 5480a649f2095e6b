"use client";

import type { ReactNode } from "react";
import { ListAndNewTabs } from "@/components/shared/list-and-new-tabs";
import { NewInteractionWizard } from "./islands";

/** 'Interacciones' (the server-rendered table) and 'Nueva interacción' (the wizard). */
export function InteractionsTabs({ list, maxBytes }: { list: ReactNode; maxBytes: number }) {
  const wizard = (done: () => void) => <NewInteractionWizard maxBytes={maxBytes} onCreated={done} />;
  return (
    <ListAndNewTabs
      label="Interacciones"
      list={{ value: "interacciones", label: "Interacciones", content: list }}
      create={{ value: "nueva", label: "Nueva interacción", content: wizard }}
    />
  );
}
