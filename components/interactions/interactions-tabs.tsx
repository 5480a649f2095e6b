"use client";

import { useRouter } from "next/navigation";
import type { ReactNode } from "react";
import { RoutedTabs } from "@/components/ui/routed-tabs";
import { NewInteractionWizard } from "./islands";

/** 'Interacciones' (the server-rendered table) and 'Nueva interacción' (the wizard). */
export function InteractionsTabs({ list, maxBytes }: { list: ReactNode; maxBytes: number }) {
  const router = useRouter();
  return (
    <RoutedTabs
      label="Interacciones"
      tabs={[
        { value: "interacciones", label: "Interacciones", content: list },
        {
          value: "nueva",
          label: "Nueva interacción",
          content: (select) => (
            <NewInteractionWizard
              maxBytes={maxBytes}
              onCreated={() => {
                select("interacciones");
                router.refresh();
              }}
            />
          ),
        },
      ]}
    />
  );
}
