"use client";

import { RoutedTabs, type RoutedTab } from "@/components/ui/routed-tabs";

/**
 * The area's tabs for a role; the open tab is kept in the URL (`tab`), so paging a list keeps it.
 * `current` (the page's reading of `?tab=`) is left to RoutedTabs, which reads the URL itself.
 */
export function EnrollmentTabs({ tabs }: { tabs: RoutedTab[]; current?: string }) {
  return <RoutedTabs label="Matrículas" tabs={tabs} />;
}
