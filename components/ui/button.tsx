import type { ComponentProps } from "react";
import { cn, focusRing } from "@/lib/client/cn";

export type ButtonVariant = "primary" | "secondary" | "danger" | "ghost";
export type ButtonSize = "sm" | "md" | "lg";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-blue-700 text-white hover:bg-blue-800",
  secondary: "border border-gray-300 bg-white text-gray-900 hover:bg-gray-50",
  danger: "bg-red-700 text-white hover:bg-red-800",
  ghost: "text-gray-800 hover:bg-gray-100",
};

const sizes: Record<ButtonSize, string> = {
  sm: "h-8 px-3 text-sm",
  md: "h-10 px-4 text-sm",
  lg: "h-12 px-6 text-base",
};

/** The classes of a button, for links and other elements that must look like one. */
export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md"): string {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors",
    "disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50",
    focusRing,
    variants[variant],
    sizes[size],
  );
}

export type ButtonProps = ComponentProps<"button"> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Shows a spinner and ignores clicks (`aria-disabled`, `aria-busy`), keeping its label. Unlike
   * `disabled` it keeps keyboard focus, so focus is not lost while an action runs.
   */
  busy?: boolean;
};

/** A `<button>` (default `type="button"`) in one of the kit's variants; every other prop is forwarded. */
export function Button({
  variant = "primary",
  size = "md",
  busy = false,
  type = "button",
  className,
  children,
  onClick,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      className={cn(buttonClasses(variant, size), className)}
      onClick={(event) => {
        // preventDefault also stops a busy submit button from submitting its form again.
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
      {...props}
    >
      {busy && <Spinner />}
      {children}
    </button>
  );
}

function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
    />
  );
}
