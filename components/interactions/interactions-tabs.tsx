"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { ListAndNewTabs } from "@/components/shared/list-and-new-tabs";
import { NewInteractionWizard } from "./islands";

/** 'Interacciones' (the server-rendered table) and 'Nueva interacción' (the wizard). */
export function InteractionsTabs({ list, maxBytes }: { list: ReactNode; maxBytes: number }) {
  const t = useTranslations("interactions");
  const wizard = (done: () => void) => <NewInteractionWizard maxBytes={maxBytes} onCreated={done} />;
  return (
    <ListAndNewTabs
      label={t("tabs.label")}
      list={{ value: "interacciones", label: t("tabs.list"), content: list }}
      create={{ value: "nueva", label: t("tabs.new"), content: wizard }}
    />
  );
}
