"use client";

import * as TabsPrimitive from "@radix-ui/react-tabs";
import type { ComponentProps } from "react";
import { cn, focusRing } from "@/lib/ui/cn";

/** Radix Tabs root (`value`/`defaultValue`/`onValueChange`); arrow keys move between tabs. */
export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root className={cn("flex flex-col gap-4", className)} {...props} />;
}

/** The row of tabs; give it an `aria-label` in Spanish when no heading names it. */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn("flex flex-wrap gap-1 border-b border-gray-200 print:hidden", className)}
      {...props}
    />
  );
}

/** One tab; the selected one is bold, blue and underlined (`aria-selected` comes from Radix). */
export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        "-mb-px rounded-t-md border-b-2 border-transparent px-4 py-2 text-sm font-medium text-gray-600",
        "hover:border-gray-300 hover:text-gray-900 disabled:cursor-not-allowed disabled:opacity-50",
        "data-[state=active]:border-blue-700 data-[state=active]:font-semibold data-[state=active]:text-blue-800",
        focusRing,
        className,
      )}
      {...props}
    />
  );
}

/** The panel of the tab with the same `value`. */
export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn("rounded-md", focusRing, className)} {...props} />;
}
