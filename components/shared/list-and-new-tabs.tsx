"use client";

import { useRouter } from "next/navigation";
import type { ReactNode } from "react";
import { RoutedTabs } from "@/components/ui/routed-tabs";

type Tab = { value: string; label: string };

/**
 * A module's two tabs: its server-rendered list, and a form that creates an item (a wizard). When the
 * form is done (`done`), the list opens again, refreshed so that it shows the new item.
 */
export function ListAndNewTabs({
  label,
  list,
  create,
}: {
  /** The tab list's accessible name. */
  label: string;
  list: Tab & { content: ReactNode };
  create: Tab & { keepMounted?: boolean; content: (done: () => void) => ReactNode };
}) {
  const router = useRouter();
  return (
    <RoutedTabs
      label={label}
      tabs={[
        { value: list.value, label: list.label, content: list.content },
        {
          value: create.value,
          label: create.label,
          keepMounted: create.keepMounted,
          content: (select) =>
            create.content(() => {
              select(list.value);
              router.refresh();
            }),
        },
      ]}
    />
  );
}
