"use client";

import { usePathname, useRouter } from "next/navigation";
import type { ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

export type TfgTab = { value: string; label: string; hidden?: boolean };

/** The role's tabs; the current one lives in the URL (`?tab=`), and switching starts its list afresh. */
export function TfgTabs({ tabs, active, children }: { tabs: TfgTab[]; active: string; children: ReactNode }) {
  const router = useRouter();
  const pathname = usePathname();
  return (
    <Tabs value={active} onValueChange={(tab) => router.replace(`${pathname}?tab=${tab}`, { scroll: false })}>
      <TabsList aria-label="TFG/TFM">
        {tabs
          .filter((t) => !t.hidden || t.value === active)
          .map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
      </TabsList>
      <TabsContent value={active}>{children}</TabsContent>
    </Tabs>
  );
}
