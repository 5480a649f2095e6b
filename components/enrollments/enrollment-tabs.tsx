"use client";

import { useTranslations } from "next-intl";
import { RoutedTabs, type RoutedTab } from "@/components/ui/routed-tabs";

/** The area's tabs for a role; the open tab is kept in the URL (`tab`), so paging a list keeps it. */
export function EnrollmentTabs({ tabs }: { tabs: RoutedTab[] }) {
  const t = useTranslations("enrollments.page");
  return <RoutedTabs label={t("title")} tabs={tabs} />;
}
