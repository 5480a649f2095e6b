import type { ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

export type PanelTab = { value: string; label: string; content: ReactNode; className?: string };

/** Tabs over panels of one page, the first one open; unlike `RoutedTabs`, the open tab stays out of the URL. */
export function PanelTabs({ label, tabs }: { label: string; tabs: PanelTab[] }) {
  return (
    <Tabs defaultValue={tabs[0]?.value}>
      <TabsList aria-label={label}>
        {tabs.map((t) => (
          <TabsTrigger key={t.value} value={t.value}>
            {t.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((t) => (
        <TabsContent key={t.value} value={t.value} className={t.className}>
          {t.content}
        </TabsContent>
      ))}
    </Tabs>
  );
}
