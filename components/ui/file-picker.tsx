"use client";

import { useRef, useState, type ComponentProps, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { controlFrameClasses, Field, useFieldControlProps } from "@/components/ui/field";
import { cn, formatBytes } from "@/lib/client/cn";

export type FilePickerProps = {
  label: string;
  /** The input's `accept`, e.g. `"application/pdf,.pdf"`; the server must still check the type. */
  accept?: string;
  /** Largest file accepted, in bytes (1 MB = 1024 × 1024, as on the server). */
  maxBytes: number;
  /** The chosen file, or `null` when it is removed or refused for its size. */
  onChange: (file: File | null) => void;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  id?: string;
  className?: string;
};

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toLocaleString("es-ES", { maximumFractionDigits: 1 });

/** The message shown when a file is over `maxBytes`. */
export function fileTooLargeMessage(maxBytes: number): string {
  return `El archivo supera el tamaño máximo de ${megabytes(maxBytes)} MB`;
}

/**
 * A labelled native file input (keyboard usable as is) that refuses files over `maxBytes`, shows
 * the chosen file's name and size, and offers 'Quitar'. Control it with react-hook-form's
 * `Controller` or keep the `File` in state.
 */
export function FilePicker({ accept, maxBytes, onChange, disabled, name, ...field }: FilePickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [sizeError, setSizeError] = useState<string>();

  function choose(next: File | null) {
    if (next && next.size > maxBytes) {
      setSizeError(fileTooLargeMessage(maxBytes));
      if (inputRef.current) inputRef.current.value = "";
      next = null;
    } else {
      setSizeError(undefined);
    }
    setFile(next);
    onChange(next);
  }

  function clear() {
    if (inputRef.current) inputRef.current.value = "";
    choose(null);
    inputRef.current?.focus();
  }

  return (
    <Field
      {...field}
      error={sizeError ?? field.error}
      hint={
        <>
          {field.hint && <span className="block">{field.hint}</span>}
          Tamaño máximo: {megabytes(maxBytes)} MB
        </>
      }
    >
      <FileInput
        ref={inputRef}
        name={name}
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
