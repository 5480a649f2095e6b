"use client";

import type { ReactNode } from "react";
import { RoutedTabs } from "@/components/ui/routed-tabs";

/** The role's tabs of /instances, each panel rendered by the page and kept mounted. */
export function InstancesTabs({
  label,
  tabs,
}: {
  label: string;
  tabs: { value: string; label: string; content: ReactNode }[];
}) {
  return <RoutedTabs label={label} tabs={tabs.map((t) => ({ ...t, keepMounted: true }))} />;
}
