"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { RoutedTabs } from "@/components/ui/routed-tabs";

export type TfgTab = { value: string; label: string; hidden?: boolean };

/** The role's tabs; the server renders the open one (`?tab=`), and switching starts its list afresh. */
export function TfgTabs({ tabs, active, children }: { tabs: TfgTab[]; active: string; children: ReactNode }) {
  const t = useTranslations("tfg");
  return (
    <RoutedTabs label={t("page.tabsLabel")} tabs={tabs} current={active} fresh>
      {children}
    </RoutedTabs>
  );
}
