"use client";

import { createContext, use, useId, useState, type ComponentProps, type KeyboardEvent } from "react";
import { cn, focusRing } from "@/lib/client/cn";

// WAI-ARIA tabs (automatic activation, roving focus) in a few lines instead of Radix's ~11 KB.
type TabsState = { value: string | undefined; select: (value: string) => void; id: string };
const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = use(TabsContext);
  if (!state) throw new Error("Tabs: TabsList, TabsTrigger and TabsContent go inside <Tabs>");
  return state;
}

const domId = (state: TabsState, part: "trigger" | "content", value: string) =>
  `${state.id}-${part}-${value.replace(/\s+/g, "-")}`;

type TabsProps = Omit<ComponentProps<"div">, "defaultValue" | "onChange"> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

/** Tabs root (`value`/`defaultValue`/`onValueChange`); arrow keys, Home and End move between tabs. */
export function Tabs({ value, defaultValue, onValueChange, className, ...props }: TabsProps) {
  const [own, setOwn] = useState(defaultValue);
  const id = useId();
  const current = value ?? own;
  const select = (next: string) => {
    if (value === undefined) setOwn(next);
    if (next !== current) onValueChange?.(next);
  };
  return (
    <TabsContext value={{ value: current, select, id }}>
      <div className={cn("flex flex-col gap-4", className)} {...props} />
    </TabsContext>
  );
}

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/** The row of tabs; give it an `aria-label` in Spanish when no heading names it. */
export function TabsList({ className, onKeyDown, ...props }: ComponentProps<"div">) {
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const step = KEY_STEPS[event.key];
    if (!step) return;
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])')];
    const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0 || tabs.length === 0) return;
    event.preventDefault();
    const next = tabs[step(index, tabs.length)]!;
    next.focus();
    next.click();
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn("flex flex-wrap gap-1 border-b border-gray-200 print:hidden", className)}
      onKeyDown={moveFocus}
      {...props}
    />
  );
}

/** One tab; the selected one is bold, blue and underlined. */
export function TabsTrigger({ value, className, onClick, ...props }: ComponentProps<"button"> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={domId(tabs, "trigger", value)}
      aria-selected={selected}
      aria-controls={domId(tabs, "content", value)}
      data-state={selected ? "active" : "inactive"}
      tabIndex={selected ? 0 : -1}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
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

/**
 * The panel of the tab with the same `value`; only the selected one is rendered, unless
 * `forceMount` keeps it mounted (then hide it yourself with `hidden`, e.g. to keep a form's state).
 */
export function TabsContent({
  value,
  forceMount,
  className,
  ...props
}: ComponentProps<"div"> & { value: string; forceMount?: boolean }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  if (!selected && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={domId(tabs, "content", value)}
      aria-labelledby={domId(tabs, "trigger", value)}
      data-state={selected ? "active" : "inactive"}
      tabIndex={0}
      hidden={!selected}
      className={cn("rounded-md", focusRing, className)}
      {...props}
    />
  );
}
