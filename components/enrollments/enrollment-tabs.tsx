"use client";

import { useState, type ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useSearchParamsUpdate } from "@/lib/ui/use-search-params-update";

/** The area's tabs for a role; the open tab is kept in the URL (`tab`), so paging a list keeps it. */
export function EnrollmentTabs({
  tabs,
  current,
}: {
  tabs: { value: string; label: string; content: ReactNode }[];
  current?: string;
}) {
  const { update } = useSearchParamsUpdate();
  const fromUrl = tabs.some((t) => t.value === current) ? current! : tabs[0]!.value;
  const [value, setValue] = useState(fromUrl);
  const [seen, setSeen] = useState(fromUrl);
  // Follow the URL when something else changes it (e.g. the new-request form sending the student to the list).
  if (fromUrl !== seen) {
    setSeen(fromUrl);
    setValue(fromUrl);
  }
  return (
    <Tabs
      value={value}
      onValueChange={(tab) => {
        setValue(tab);
        update({ tab, page: null });
      }}
    >
      <TabsList aria-label="Matrículas">
        {tabs.map((t) => (
          <TabsTrigger key={t.value} value={t.value}>
            {t.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((t) => (
        <TabsContent key={t.value} value={t.value}>
          {t.content}
        </TabsContent>
      ))}
    </Tabs>
  );
}
