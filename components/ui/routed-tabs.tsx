"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useState, type ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

export type RoutedTab = {
  value: string;
  label: string;
  /** The panel, or a function of `select` for panels that switch tab themselves (e.g. back to the list after saving). */
  content?: ReactNode | ((select: (tab: string) => void) => ReactNode);
  /** Listed only while it is the open tab (a tab reached from elsewhere, e.g. a detail). */
  hidden?: boolean;
  /** Keep the panel mounted while another tab is open, e.g. so that a half-filled form keeps its values. */
  keepMounted?: boolean;
};

export type RoutedTabsProps = {
  /** The tab list's accessible name, in Spanish. */
  label: string;
  tabs: RoutedTab[];
  /** The URL parameter that names the open tab (default `tab`; another one for tabs nested in tabs). */
  param?: string;
  /** Switching tab drops every other URL parameter (each tab's list starts afresh); by default only `page` goes. */
  fresh?: boolean;
  /** The open tab as the server chose it, when it decides (a default other than the first, a tab not listed). */
  current?: string;
  /** The open tab's panel when the server renders only that one (tabs without `content`). */
  children?: ReactNode;
};

/**
 * The one tab bar of the modules: the open tab lives in the URL (`?tab=`), so a reload, a shared link
 * or paging a list keeps it, and the server may render only the open tab's panel (`children`).
 * An unknown or missing value opens the first tab.
 */
export function RoutedTabs({ label, tabs, param = "tab", fresh = false, current, children }: RoutedTabsProps) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const named = searchParams.get(param);
  const fromUrl = current ?? (tabs.some((t) => t.value === named) ? named! : tabs[0]!.value);
  const panels = tabs.some((t) => t.value === fromUrl) ? tabs : [...tabs, { value: fromUrl, label: "", hidden: true }];
  // The chosen tab shows at once; the URL follows, and a change of the URL from elsewhere wins.
  const [value, setValue] = useState(fromUrl);
  const [seen, setSeen] = useState(fromUrl);
  if (fromUrl !== seen) {
    setSeen(fromUrl);
    setValue(fromUrl);
  }
  const select = (tab: string) => {
    setValue(tab);
    const params = new URLSearchParams(fresh ? "" : searchParams.toString());
    params.delete("page");
    params.set(param, tab);
    router.replace(`${pathname}?${params.toString()}`, { scroll: false });
  };
  return (
    <Tabs value={value} onValueChange={select}>
      <TabsList aria-label={label}>
        {tabs
          .filter((t) => !t.hidden || t.value === value)
          .map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
      </TabsList>
      {panels.map((t) => (
        <TabsContent key={t.value} value={t.value} forceMount={t.keepMounted}>
          {t.content === undefined ? (t.value === fromUrl ? children : null) : panel(t.content, select)}
        </TabsContent>
      ))}
    </Tabs>
  );
}

function panel(content: RoutedTab["content"], select: (tab: string) => void): ReactNode {
  return typeof content === "function" ? content(select) : content;
}
