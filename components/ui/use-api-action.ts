"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { useToast, type ToastOptions } from "@/components/ui/toast";
import { failureToast, type ToastText } from "@/lib/client/failure-toast";

export type { ToastText };

export type ApiActionOptions<T> = {
  /** The success toast: a message (variant "success") or, from the result, a message or full toast options. */
  success?: string | ((result: T) => string | ToastOptions);
  /**
   * The failure toast: the specification's text (e.g. 'Petición no procesada') as its title, with the
   * server's reason on the second line (`failureToast`), or a function that words the whole toast
   * from the error; default 'Ocurrió un error: …'.
   */
  failure?: string | ((err: unknown) => ToastText);
  /** Time on screen of the success toast (error toasts stay until closed); a success given as `ToastOptions` with its own `durationMs` keeps it. */
  durationMs?: number;
  /** Whether to refresh the server-rendered page after success (default true). */
  refresh?: boolean;
  /** Follow-ups after the success toast and before the refresh (reset a form, close a dialog…). */
  onDone?: (result: T) => void;
  /**
   * Runs on failure before the error toast, e.g. to show the server's per-field errors; returns true
   * when it has shown the failure itself (a form's error summary), so that no toast is added.
   */
  onError?: (err: unknown) => boolean | void;
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
 * A mutation from a client island: tracks `busy`, shows the success toast or the failure toast
 * (`failureToast`), and refreshes the router after success. A success closes the error toast this
 * action showed before, so that a failure and the later success are not on screen together.
 */
export function useApiAction(): ApiAction {
  const router = useRouter();
  const { toast, dismiss } = useToast();
  const [busy, setBusy] = useState(false);
  const errorToast = useRef<number | null>(null);

  async function run<T>(work: () => Promise<T>, options: ApiActionOptions<T> = {}): Promise<T | undefined> {
    const { success, failure, durationMs, refresh = true, onDone, onError, rethrow = false } = options;
    setBusy(true);
    try {
      const result = await work();
      if (errorToast.current !== null) dismiss(errorToast.current);
      errorToast.current = null;
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
      if (onError?.(err) !== true) {
        const text = typeof failure === "function" ? failure(err) : failureToast(failure)(err);
        errorToast.current = toast({ ...text, variant: "error" });
      }
      if (rethrow) throw err;
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  return { run, busy };
}
