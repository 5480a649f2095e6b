import type { ReactNode } from "react";
import { cn } from "@/lib/client/cn";

export type BadgeTone = "yellow" | "green" | "red" | "blue" | "gray";

const tones: Record<BadgeTone, string> = {
  yellow: "bg-yellow-100 text-yellow-900 ring-yellow-600/30",
  green: "bg-green-100 text-green-900 ring-green-600/30",
  red: "bg-red-100 text-red-900 ring-red-600/30",
  blue: "bg-blue-100 text-blue-900 ring-blue-600/30",
  gray: "bg-gray-100 text-gray-800 ring-gray-500/30",
};

/** A small status pill; the text carries the meaning, the tone only reinforces it. */
export function Badge({
  tone = "gray",
  className,
  children,
}: {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset",
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
