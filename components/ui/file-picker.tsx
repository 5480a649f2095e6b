"use client";

import { useEffect, useId, useRef, useState, type ComponentProps, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { ERROR_SUMMARY_ROOT, hideErrorSummary, showErrorSummary } from "@/components/ui/error-summary";
import { controlFrameClasses, Field, useFieldControlProps } from "@/components/ui/field";
import { cn, formatBytes } from "@/lib/client/cn";
import { acceptedTypesText, fileRefusal, formatMegabytes } from "@/lib/client/file-checks";

export type FilePickerProps = {
  label: string;
  /** The input's `accept`, e.g. `"application/pdf,.pdf"`: a file of another type is refused before sending (the server checks the content again). */
  accept?: string;
  /** Largest file accepted, in bytes (1 MB = 1024 × 1024, as on the server). */
  maxBytes: number;
  /** The chosen file, or `null` when it is removed or refused for its type or size. */
  onChange: (file: File | null) => void;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  id?: string;
  className?: string;
};

/** The pickers holding a chosen file, the latest chosen last: where a server's refusal of a file is shown. */
const holders = new Map<string, (message: string) => void>();

/**
 * Shows a server's refusal of the file just sent (413, 415) on the picker it was chosen in, and in the
 * error summary of its form; false when no picker holds a file (the caller then shows a toast).
 */
export function showFileRefusal(message: string): boolean {
  const refuse = [...holders.values()].at(-1);
  refuse?.(message);
  return refuse !== undefined;
}

/**
 * A labelled native file input (keyboard usable as is) that refuses files of a type `accept` does not
 * name or over `maxBytes`, with both limits in its hint; it shows the chosen file's name and size, and
 * offers 'Quitar'. Control it with react-hook-form's `Controller` (`FileField`) or keep the `File` in state.
 */
export function FilePicker({ accept, maxBytes, onChange, disabled, name, ...field }: FilePickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const ownName = `archivo-${useId()}`;
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<string>();

  function summaryRoot(): HTMLElement | null {
    return inputRef.current?.closest<HTMLElement>(`[${ERROR_SUMMARY_ROOT}]`) ?? inputRef.current?.form ?? null;
  }

  function choose(next: File | null, refused = next && fileRefusal(next, { accept, maxBytes })) {
    if (refused && inputRef.current) inputRef.current.value = "";
    const root = summaryRoot();
    if (root && !refused) hideErrorSummary(root);
    setRefusal(refused || undefined);
    setFile(refused ? null : next);
    onChange(refused ? null : next);
  }

  // While it holds a file, a server's refusal of that file comes here (showFileRefusal).
  useEffect(() => {
    if (!file) return;
    holders.delete(ownName);
    holders.set(ownName, (message) => {
      choose(null, message);
      const root = summaryRoot();
      const input = inputRef.current;
      if (root && input) showErrorSummary(root, [{ name: input.name, message }], () => input.focus());
      else input?.focus();
    });
    return () => void holders.delete(ownName);
  });

  function clear() {
    if (inputRef.current) inputRef.current.value = "";
    choose(null);
    inputRef.current?.focus();
  }

  return (
    <Field
      {...field}
      error={refusal ?? field.error}
      hint={
        <>
          {field.hint && <span className="block">{field.hint}</span>}
          {accept && <span className="block">Tipos admitidos: {acceptedTypesText(accept)}</span>}
          Tamaño máximo: {formatMegabytes(maxBytes)}
        </>
      }
    >
      <FileInput
        ref={inputRef}
        name={name ?? ownName}
        accept={accept}
        disabled={disabled}
        onChange={(e) => choose(e.target.files?.[0] ?? null)}
        className={cn(
          controlFrameClasses,
          "cursor-pointer p-1.5 file:mr-3 file:cursor-pointer file:rounded file:border-0 file:bg-gray-100",
          "file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-gray-900 hover:file:bg-gray-200",
        )}
      />
      <div aria-live="polite" className="text-sm text-gray-700">
        {file && (
          <p className="flex flex-wrap items-center gap-2">
            <span>
              Archivo seleccionado: <span className="font-medium break-all">{file.name}</span> ({formatBytes(file.size)}
              )
            </span>
            <Button variant="ghost" size="sm" onClick={clear} disabled={disabled} aria-label={`Quitar ${file.name}`}>
              Quitar
            </Button>
          </p>
        )}
      </div>
    </Field>
  );
}

function FileInput(props: Omit<ComponentProps<"input">, "type">) {
  return <input type="file" {...useFieldControlProps(props)} />;
}
