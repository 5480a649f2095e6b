"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useToast, type ToastOptions } from "@/components/ui/toast";
import { failureMessage } from "@/lib/ui/api-request";

/** A toast's title and optional second line. */
export type ToastText = Pick<ToastOptions, "message" | "description">;

export type ApiActionOptions<T> = {
  /** The success toast: a message (variant "success") or, from the result, a message or full toast options. */
  success?: string | ((result: T) => string | ToastOptions);
  /**
   * The failure toast's own text (e.g. 'Peticion no procesada'), followed by the server's message, or
   * a function that words the whole toast from the error: its text, or a title and a second line
   * (`{ message, description }`, e.g. the specification's text and the server's reason); default
   * 'Ocurrio un error: …'.
   */
  failure?: string | ((err: unknown) => string | ToastText);
  /** Time on screen of both toasts; a success given as `ToastOptions` with its own `durationMs` keeps it. */
  durationMs?: number;
  /** Whether to refresh the server-rendered page after success (default true). */
  refresh?: boolean;
  /** Follow-ups after the success toast and before the refresh (reset a form, close a dialog…). */
  onDone?: (result: T) => void;
  /** The error toast's time on screen for a given error, when it differs from `durationMs` (e.g. 15 s for a 423). */
  errorDurationMs?: (err: unknown) => number | undefined;
  /** Runs on failure before the error toast, e.g. to show the server's per-field errors. */
  onError?: (err: unknown) => void;
  /** Throw the error again after the toast, e.g. so that a `ConfirmDialog` stays open. */
  rethrow?: boolean;
};

export type ApiAction = {
  /** Runs `work`; resolves with its result, or with undefined after a failure (unless `rethrow`). */
  run: <T>(work: () => Promise<T>, options?: ApiActionOptions<T>) => Promise<T | undefined>;
  /** True while a `run` is in progress. */
  busy: boolean;
};

/**
 * A mutation from a client island: tracks `busy`, shows the success toast or the specification's
 * 'Ocurrio un error: {detail}' toast, and refreshes the router after success.
 */
export function useApiAction(): ApiAction {
  const router = useRouter();
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);

  async function run<T>(work: () => Promise<T>, options: ApiActionOptions<T> = {}): Promise<T | undefined> {
    const { success, failure, durationMs, errorDurationMs, refresh = true, onDone, onError, rethrow = false } = options;
    setBusy(true);
    try {
      const result = await work();
      if (success !== undefined) {
        const shown = typeof success === "function" ? success(result) : success;
        toast(
          typeof shown === "string" ? { message: shown, variant: "success", durationMs } : { durationMs, ...shown },
        );
      }
      onDone?.(result);
      if (refresh) router.refresh();
      return result;
    } catch (err) {
      onError?.(err);
      const shown =
        typeof failure === "function"
          ? failure(err)
          : failure
            ? `${failure}: ${err instanceof Error ? err.message : String(err)}`
            : failureMessage(err);
      const text = typeof shown === "string" ? { message: shown } : shown;
      toast({ ...text, variant: "error", durationMs: errorDurationMs?.(err) ?? durationMs });
      if (rethrow) throw err;
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  return { run, busy };
}
