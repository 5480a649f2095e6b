"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type ComponentProps, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { ERROR_SUMMARY_ROOT, hideErrorSummary, showErrorSummary } from "@/components/ui/error-summary";
import { controlFrameClasses, Field, useFieldControlProps } from "@/components/ui/field";
import { cn, formatBytes } from "@/lib/client/cn";
import { acceptedTypesText, filesRefusal, megabytes } from "@/lib/client/file-checks";
import { useSay } from "./use-say";

export type FilePickerProps = {
  label: string;
  /** The input's `accept`, e.g. `"application/pdf,.pdf"`: a file of another type is refused before sending (the server checks the content again). */
  accept?: string;
  /** Largest file accepted, in bytes (1 MB = 1024 × 1024, as on the server); with `multiple`, of all files together. */
  maxBytes: number;
  /** Several files may be chosen at once; `onChange` gets them all as its second argument. */
  multiple?: boolean;
  /**
   * The chosen file (the first, with `multiple`) and all the chosen files; `null` and `[]` when they are
   * removed or refused for their type or size.
   */
  onChange: (file: File | null, files: File[]) => void;
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
export function FilePicker({ accept, maxBytes, multiple, onChange, disabled, name, ...field }: FilePickerProps) {
  const t = useTranslations("common");
  const say = useSay();
  const locale = useLocale();
  const inputRef = useRef<HTMLInputElement>(null);
  const ownName = `archivo-${useId()}`;
  const [files, setFiles] = useState<File[]>([]);
  const [refusal, setRefusal] = useState<string>();

  function summaryRoot(): HTMLElement | null {
    return inputRef.current?.closest<HTMLElement>(`[${ERROR_SUMMARY_ROOT}]`) ?? inputRef.current?.form ?? null;
  }

  function choose(next: File[], refused = next.length > 0 ? filesRefusal(next, { accept, maxBytes }, say) : undefined) {
    if (refused && inputRef.current) inputRef.current.value = "";
    const root = summaryRoot();
    if (root && !refused) hideErrorSummary(root);
    const kept = refused ? [] : next;
    setRefusal(refused);
    setFiles(kept);
    onChange(kept[0] ?? null, kept);
  }

  // While it holds a file, a server's refusal of that file comes here (showFileRefusal).
  useEffect(() => {
    if (files.length === 0) return;
    holders.delete(ownName);
    holders.set(ownName, (message) => {
      choose([], message);
      const root = summaryRoot();
      const input = inputRef.current;
      if (root && input) {
        showErrorSummary(root, [{ name: input.name, message }], () => input.focus(), {
          title: t("form.errorSummary"),
        });
      } else input?.focus();
    });
    return () => void holders.delete(ownName);
  });

  const chosenNames = files.map((file) => file.name).join(", ");

  function clear() {
    if (inputRef.current) inputRef.current.value = "";
    choose([]);
    inputRef.current?.focus();
  }

  return (
    <Field
      {...field}
      error={refusal ?? field.error}
      hint={
        <>
          {field.hint && <span className="block">{field.hint}</span>}
          {accept && <span className="block">{t("files.acceptedTypes", { types: acceptedTypesText(accept) })}</span>}
          {t(multiple ? "files.maxSizeTogether" : "files.maxSize", { size: megabytes(maxBytes) })}
        </>
      }
    >
      <FileInput
        ref={inputRef}
        name={name ?? ownName}
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onChange={(e) => choose([...(e.target.files ?? [])])}
        className={cn(
          controlFrameClasses,
          "cursor-pointer p-1.5 file:mr-3 file:cursor-pointer file:rounded file:border-0 file:bg-gray-100",
          "file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-gray-900 hover:file:bg-gray-200",
        )}
      />
      <div aria-live="polite" className="text-sm text-gray-700">
        {files.length > 0 && (
          <p className="flex flex-wrap items-center gap-2">
            <span>
              {t("files.chosen", { count: files.length })}{" "}
              {files.map((file, index) => (
                <span key={index}>
                  {index > 0 && ", "}
                  <span className="font-medium break-all">{file.name}</span> ({formatBytes(file.size, locale)})
                </span>
              ))}
            </span>
            <Button
              variant="ghost"
              size="sm"
              onClick={clear}
              disabled={disabled}
              aria-label={t("files.removeNamed", { names: chosenNames })}
            >
              {t("files.remove")}
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
