"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useEffect, useRef, type SyntheticEvent } from "react";
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Mode,
  type Path,
  type Resolver,
  type UseFormReturn,
} from "react-hook-form";
import { ApiRequestError } from "@/lib/client/api-request";
import { saidFieldErrors, serverFieldErrors } from "@/lib/client/form-errors";
import type { z } from "@/lib/validation/z";
import { ERROR_SUMMARY_ROOT, hideErrorSummary, showErrorSummary } from "./error-summary";
import { useApiAction, type ApiActionOptions } from "./use-api-action";
import { useSay } from "./use-say";

export type ApiFormOptions<In extends FieldValues, Out, T> = ApiActionOptions<T> & {
  defaultValues: DefaultValues<In>;
  /** When fields are validated: on submit (default), or on every change to show errors as the user types. */
  mode?: Mode;
  /** Runs when the schema refuses the values (after the error summary is shown). */
  onInvalid?: (errors: FieldErrors<In>) => void;
  /** The call with the parsed body, usually the module's typed client: `(body) => documentsApi.createType(body)`. */
  submit: (body: Out) => Promise<T>;
};

export type ApiForm<In extends FieldValues, Out> = {
  /** react-hook-form's form: `register`, `watch`, `formState.errors`… */
  form: UseFormReturn<In, unknown, Out>;
  /**
   * Validates with the schema, then calls `submit`; for `<form onSubmit>` or a button's `onClick`
   * (the event tells which form, or `[data-error-summary-root]`, shows the error summary).
   */
  onSubmit: (event?: SyntheticEvent) => Promise<void>;
  /** True while the call is in progress. */
  busy: boolean;
  /** The first message of a field's error (the schema's, or the server's), in the page's language. */
  errorOf: (name: Path<In>) => string | undefined;
};

/**
 * The one form idiom of client islands: react-hook-form with zodResolver on the module's shared schema
 * (the one the endpoint parses), submitted through `useApiAction` (success toast, refresh).
 *
 * A failed submit (the schema refuses the values, a 400 answer's per-field `errors`, which go
 * onto the form's fields, or a 413 or 415 refusing the form's file, which goes onto its file field) shows the error summary at the top of the form that was submitted, with
 * focus on it, instead of a toast; the field messages stay under each field. A success clears both.
 */
export function useApiForm<In extends FieldValues, Out, T>(
  schema: z.ZodType<Out, In>,
  { defaultValues, mode, submit, onError, onInvalid, onDone, ...actionOptions }: ApiFormOptions<In, Out, T>,
): ApiForm<In, Out> {
  const { run, busy } = useApiAction();
  const t = useTranslations("common.form");
  const say = useSay();
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(schema as never) as unknown as Resolver<In, unknown, Out>,
    defaultValues,
    mode,
    shouldFocusError: false,
  });
  const summaryRoot = useRef<HTMLElement | null>(null);
  function clearSummary() {
    if (summaryRoot.current) hideErrorSummary(summaryRoot.current);
  }
  /** Shows the summary of the form's current errors; false when there is no form to show it in. */
  function summarize(errors: FieldErrors<In>, note?: string): boolean {
    const root = summaryRoot.current;
    const items = saidFieldErrors(errors, say);
    if (!root?.isConnected || items.length === 0) return false;
    showErrorSummary(root, items, (name) => form.setFocus(name as Path<In>), {
      title: t("errorSummary"),
      note: note && say(note),
    });
    return true;
  }

  const handle = () =>
    form.handleSubmit(
      async (body) => {
        await run(() => submit(body), {
          ...actionOptions,
          onDone: (result) => {
            clearSummary();
            form.clearErrors();
            onDone?.(result);
          },
          onError: (err) => {
            const fields = err instanceof ApiRequestError ? serverFieldErrors(err, form.getValues()) : {};
            for (const [name, messages] of Object.entries(fields)) {
              if (messages?.[0]) form.setError(name as Path<In>, { type: "server", message: messages[0] });
            }
            const handled = onError?.(err) === true;
            return (
              handled ||
              (Object.keys(fields).length > 0 &&
                summarize(
                  form.formState.errors,
                  err instanceof ApiRequestError && err.status === 400 ? err.message : undefined,
                ))
            );
          },
        });
      },
      (errors: FieldErrors<In>) => {
        summarize(errors);
        onInvalid?.(errors);
      },
    );
  const onSubmit = (event?: SyntheticEvent) => {
    const from = event?.currentTarget;
    if (from instanceof HTMLElement) {
      summaryRoot.current =
        from.closest<HTMLElement>(`[${ERROR_SUMMARY_ROOT}]`) ??
        (from instanceof HTMLFormElement ? from : from.closest("form"));
    }
    return handle()(event);
  };
  useEffect(() => () => clearSummary(), []);
  const errorOf = (name: Path<In>) => {
    const error = name
      .split(".")
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], form.formState.errors);
    const message = (error as { message?: string } | undefined)?.message;
    return message && say(message);
  };
  return { form, onSubmit, busy, errorOf };
}
