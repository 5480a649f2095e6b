"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Mode,
  type Path,
  type Resolver,
  type UseFormReturn,
} from "react-hook-form";
import { ApiRequestError } from "@/lib/ui/api-request";
import type { z } from "@/lib/validation/z";
import { useApiAction, type ApiActionOptions } from "./use-api-action";

export type ApiFormOptions<In extends FieldValues, Out, T> = ApiActionOptions<T> & {
  defaultValues: DefaultValues<In>;
  /** When fields are validated: on submit (default), or on every change to show errors as the user types. */
  mode?: Mode;
  /** The call with the parsed body, usually the module's typed client: `(body) => documentsApi.createType(body)`. */
  submit: (body: Out) => Promise<T>;
};

export type ApiForm<In extends FieldValues, Out> = {
  /** react-hook-form's form: `register`, `watch`, `formState.errors`… */
  form: UseFormReturn<In, unknown, Out>;
  /** Validates with the schema, then calls `submit`; for `<form onSubmit>` or a button's `onClick`. */
  onSubmit: ReturnType<UseFormReturn<In, unknown, Out>["handleSubmit"]>;
  /** True while the call is in progress. */
  busy: boolean;
  /** The first message of a field's error (the schema's, or the server's). */
  errorOf: (name: Path<In>) => string | undefined;
};

/**
 * The one form idiom of client islands: react-hook-form with zodResolver on the module's shared schema
 * (the one the endpoint parses), submitted through `useApiAction` (success toast, refresh). A 400
 * answer's per-field `errors` go onto the form's fields, and its `message` to the error toast.
 */
export function useApiForm<In extends FieldValues, Out, T>(
  schema: z.ZodType<Out, In>,
  { defaultValues, mode, submit, onError, ...actionOptions }: ApiFormOptions<In, Out, T>,
): ApiForm<In, Out> {
  const { run, busy } = useApiAction();
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(schema as never) as unknown as Resolver<In, unknown, Out>,
    defaultValues,
    mode,
  });
  const onSubmit = form.handleSubmit(async (body) => {
    await run(() => submit(body), {
      ...actionOptions,
      onError: (err) => {
        if (err instanceof ApiRequestError && err.status === 400 && err.errors) {
          for (const [name, messages] of Object.entries(err.errors)) {
            if (messages?.[0]) form.setError(name as Path<In>, { type: "server", message: messages[0] });
          }
        }
        onError?.(err);
      },
    });
  });
  const errorOf = (name: Path<In>) => {
    const error = name
      .split(".")
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], form.formState.errors);
    return (error as { message?: string } | undefined)?.message;
  };
  return { form, onSubmit, busy, errorOf };
}
