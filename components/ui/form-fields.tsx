"use client";

import { useController, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { DateTimeInput, type DateTimeInputProps } from "@/components/ui/date-time-input";
import { FilePicker, type FilePickerProps } from "@/components/ui/file-picker";
import { ACCEPT_ATTRIBUTE } from "@/lib/files/allowed-types";

/** A field of a `useApiForm` form: its control and the field's name. */
type Bound<T extends FieldValues> = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any transformed output: the field is read as input
  control: Control<T, any, any>;
  name: FieldPath<T>;
  /** Hide the field's error message, e.g. when the form lists the server's reasons itself. */
  hideError?: boolean;
};

type FileFieldProps<T extends FieldValues> = Bound<T> &
  Omit<FilePickerProps, "onChange" | "error" | "name"> & { onChange?: (file: File | null) => void };

/**
 * A `FilePicker` bound to a form field (the chosen `File`, or `undefined`), showing the field's
 * error: the schema's or the server's. `onChange` runs after the field is set.
 */
export function FileField<T extends FieldValues>({ control, name, hideError, onChange, ...picker }: FileFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <FilePicker
      {...picker}
      name={name}
      error={hideError ? undefined : fieldState.error?.message}
      onChange={(file) => {
        field.onChange(file ?? undefined);
        onChange?.(file);
      }}
    />
  );
}

/** A `FileField` for an attachment: it offers the types the portal stores (the server sniffs the content). */
export function AttachmentField<T extends FieldValues>(props: Omit<FileFieldProps<T>, "accept">) {
  return <FileField {...props} accept={ACCEPT_ATTRIBUTE} />;
}

/**
 * A `DateTimeInput` bound to a form field (an ISO instant, `""` while half filled), showing the
 * field's error unless `error` gives another one. `onChange` runs after the field is set.
 */
export function DateTimeField<T extends FieldValues>({
  control,
  name,
  hideError,
  error,
  onChange,
  ...input
}: Bound<T> & Omit<DateTimeInputProps, "value" | "onChange" | "name"> & { onChange?: (iso: string) => void }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <DateTimeInput
      {...input}
      name={name}
      value={(field.value as string | undefined) ?? ""}
      error={error ?? (hideError ? undefined : fieldState.error?.message)}
      onChange={(iso) => {
        field.onChange(iso);
        onChange?.(iso);
      }}
    />
  );
}
