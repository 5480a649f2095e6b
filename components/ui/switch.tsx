"use client";

import * as SwitchPrimitive from "@radix-ui/react-switch";
import { useId } from "react";
import { cn, focusRing } from "@/lib/client/cn";

export type SwitchProps = {
  /** The visible label, which is also the switch's accessible name. */
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  /** Submits `on` under this name when checked, as a checkbox would. */
  name?: string;
  id?: string;
  className?: string;
};

/** An on/off switch (`role="switch"`, Space/Enter toggle) with its label to the right. */
export function Switch({ label, checked, onCheckedChange, disabled, name, id, className }: SwitchProps) {
  const generated = useId();
  const switchId = id ?? generated;
  return (
    <div className={cn("flex items-center gap-2", className)}>
      <SwitchPrimitive.Root
        id={switchId}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        name={name}
        className={cn(
          "relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-gray-300 transition-colors",
          "data-[state=checked]:bg-blue-700 disabled:cursor-not-allowed disabled:opacity-50",
          focusRing,
        )}
      >
        <SwitchPrimitive.Thumb
          className={cn(
            "block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform",
            "data-[state=checked]:translate-x-5.5 motion-reduce:transition-none",
          )}
        />
      </SwitchPrimitive.Root>
      <label htmlFor={switchId} className="text-sm text-gray-900">
        {label}
      </label>
    </div>
  );
}
