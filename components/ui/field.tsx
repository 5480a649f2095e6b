"use client";

import { createContext, useContext, useId, type ComponentProps, type ReactNode } from "react";
import { cn, focusRing } from "@/lib/client/cn";
import { useSay } from "./use-say";

type FieldControl = { id: string; describedBy: string | undefined; invalid: boolean; required: boolean };

const FieldContext = createContext<FieldControl | null>(null);

/**
 * The id and ARIA wiring of the enclosing `Field`, for custom controls; `null` outside a Field.
 * `Input`, `Textarea` and `Select` use it already.
 */
export function useFieldControl(): FieldControl | null {
  return useContext(FieldContext);
}

export type FieldProps = {
  label: ReactNode;
  /**
   * The error under the control; when set, the control is marked `aria-invalid`. A schema's message
   * that is a catalogue key is said in the page's language.
   */
  error?: string;
  hint?: ReactNode;
  /** Shows an asterisk and marks the control `aria-required`. */
  required?: boolean;
  /** The control's id; generated when omitted. */
  id?: string;
  className?: string;
  children: ReactNode;
};

/**
 * A label, one control (`Input`, `Textarea`, `Select` or anything reading `useFieldControl`),
 * an optional hint and an error, with `htmlFor`, `aria-describedby` and `aria-invalid` wired.
 */
export function Field({ label, error, hint, required = false, id, className, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;

  return (
    <div className={cn("flex max-w-full flex-col gap-1", className)}>
      <label htmlFor={controlId} className="text-sm font-medium text-gray-900">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        )}
      </label>
      <FieldContext value={{ id: controlId, describedBy, invalid: Boolean(error), required }}>{children}</FieldContext>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

/**
 * The hint and error lines under a control, with the ids its `aria-describedby` points at; the error
 * in the page's language (a schema's catalogue key translated, a server's or zod's text as it is).
 */
export function FieldMessages({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: ReactNode;
  hintId?: string;
  error?: string;
  errorId?: string;
}) {
  const say = useSay();
  return (
    <>
      {hint && (
        <p id={hintId} className="text-sm text-gray-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {say(error)}
        </p>
      )}
    </>
  );
}

/**
 * Border, colours and focus of the kit's controls, without padding or width (a Field stretches
 * its control). Tailwind classes are not merged, so overriding one of these is not reliable.
 */
export const controlFrameClasses = cn(
  "block rounded-md border border-gray-300 bg-white text-sm text-gray-900 shadow-xs",
  "placeholder:text-gray-500 disabled:cursor-not-allowed disabled:bg-gray-100 disabled:text-gray-500",
  "aria-invalid:border-red-600",
  focusRing,
  "focus-visible:ring-offset-0",
);

/** The look of `Input`, `Textarea` and `Select`. */
export const controlClasses = cn(controlFrameClasses, "px-3 py-2");

type AriaProps = Pick<ComponentProps<"input">, "id" | "aria-describedby" | "aria-invalid" | "aria-required">;

/**
 * A control's props with the enclosing Field's `id`, `aria-describedby`, `aria-invalid` and
 * `aria-required` added, for custom controls. Explicit props win; descriptions are joined.
 */
export function useFieldControlProps<P extends AriaProps>(props: P): P {
  const field = useFieldControl();
  if (!field) return props;
  const describedBy = [field.describedBy, props["aria-describedby"]].filter(Boolean).join(" ") || undefined;
  return {
    ...props,
    id: props.id ?? field.id,
    "aria-describedby": describedBy,
    "aria-invalid": props["aria-invalid"] ?? (field.invalid || undefined),
    "aria-required": props["aria-required"] ?? (field.required || undefined),
  };
}

/**
 * A styled `<input>`; takes `ref`, so `{...register("name")}` works. It has no width of its own:
 * inside a Field it fills the row, elsewhere give it one (`w-full`, `w-40`…).
 */
export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(controlClasses, className)} {...useFieldControlProps(props)} />;
}

/** A styled `<textarea>`; takes `ref`, so `{...register("name")}` works. */
export function Textarea({ className, rows = 4, ...props }: ComponentProps<"textarea">) {
  return <textarea rows={rows} className={cn(controlClasses, className)} {...useFieldControlProps(props)} />;
}

/** A styled native `<select>` (pass `<option>`s as children); takes `ref` for `register`. */
export function Select({ className, ...props }: ComponentProps<"select">) {
  // A select is as wide as its longest option unless held: on a phone that is wider than the screen.
  return <select className={cn(controlClasses, "max-w-full", className)} {...useFieldControlProps(props)} />;
}

export type SelectOption = { value: string | number; label: string };

/** A `Select`'s children: an empty first choice (`placeholder`) and one `<option>` per item. */
export function SelectOptions({ placeholder, options }: { placeholder: string; options: SelectOption[] }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </>
  );
}
