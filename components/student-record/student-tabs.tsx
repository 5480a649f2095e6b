"use client";

import { RoutedTabs, type RoutedTab } from "@/components/ui/routed-tabs";

export type StudentTab = RoutedTab;

/** The tabs of the student-record page (`?tab=`) or of a picked student's file (`param="ficha"`). */
export function StudentTabs({ tabs, label, param }: { tabs: StudentTab[]; label: string; param?: string }) {
  return <RoutedTabs label={label} tabs={tabs} param={param} />;
}
