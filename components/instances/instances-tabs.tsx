"use client";

import { useState, type ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

/** The role's tabs of /instances, each panel rendered by the page. */
export function InstancesTabs({
  label,
  tabs,
}: {
  label: string;
  tabs: { value: string; label: string; content: ReactNode }[];
}) {
  const [tab, setTab] = useState(tabs[0]!.value);
  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList aria-label={label}>
        {tabs.map((t) => (
          <TabsTrigger key={t.value} value={t.value}>
            {t.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((t) => (
        <TabsContent key={t.value} value={t.value} forceMount hidden={tab !== t.value}>
          {t.content}
        </TabsContent>
      ))}
    </Tabs>
  );
}
