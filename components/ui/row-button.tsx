"use client";

import { useEffect, useRef } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";

// What a click inside the row may land on that has its own meaning, so the row does not act for it.
const OWN_ACTION = "a, button, input, select, textarea, label, summary, dialog, [role='dialog']";

/**
 * The button that opens a table row's item (its management, its request form…); a click anywhere
 * else on the row does the same, as the specification's "clicking the row". Keyboard and screen
 * reader users reach the same action on the button itself. Works in server-rendered tables too: the
 * button finds its own row.
 */
export function RowButton(props: ButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const button = ref.current;
    const row = button?.closest("tr");
    if (!button || !row) return;
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element;
      if (target.closest(OWN_ACTION) || window.getSelection()?.toString()) return;
      button.click();
    };
    row.addEventListener("click", onClick);
    row.classList.add("cursor-pointer");
    return () => {
      row.removeEventListener("click", onClick);
      row.classList.remove("cursor-pointer");
    };
  }, []);
  return <Button ref={ref} {...props} />;
}
