"use client";

import { useRouter } from "next/navigation";
import { useId, useRef, useState } from "react";
import { showFileRefusal } from "@/components/ui/file-picker";
import { useToast, type ToastOptions } from "@/components/ui/toast";
import { ApiRequestError } from "@/lib/client/api-request";
import { failureToast, type ToastText } from "@/lib/client/failure-toast";
import { FILE_REFUSAL_STATUSES } from "@/lib/client/file-checks";
import type { Say } from "@/lib/client/say";
import { useSay } from "./use-say";

export type { ToastText };

export type ApiActionOptions<T> = {
  /** The success toast: a message (variant "success") or, from the result, a message or full toast options. */
  success?: string | ((result: T) => string | ToastOptions);
  /**
   * The failure toast: the specification's text (e.g. 'Petición no procesada') as its title, with the
   * server's reason on the second line (`failureToast`), or a function that words the whole toast
   * from the error (with the page's `Say` for the kit's own texts); default 'Ocurrió un error: …'.
   */
  failure?: string | ((err: unknown, say: Say) => ToastText);
  /** Time on screen of the success toast (error toasts stay longer); a success given as `ToastOptions` with its own `durationMs` keeps it. */
  durationMs?: number;
  /** Whether to refresh the server-rendered page after success (default true). */
  refresh?: boolean;
  /** Follow-ups after the success toast and before the refresh (reset a form, close a dialog…). */
  onDone?: (result: T) => void;
  /**
   * Runs on failure before the error toast, e.g. to show the server's per-field errors; returns true
   * when it has shown the failure itself (a form's error summary), so that no toast is added. A file
   * refused by the server (413, 415) is otherwise shown on the file picker that holds it.
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
 * (`failureToast`), and refreshes the router after success. Each toast replaces the one this action
 * showed before, so that a failure and the later success are not on screen together.
 */
export function useApiAction(): ApiAction {
  const router = useRouter();
  const { toast, dismiss } = useToast();
  const say = useSay();
  const [busy, setBusy] = useState(false);
  const source = useId();
  const shown = useRef<number | null>(null);

  async function run<T>(work: () => Promise<T>, options: ApiActionOptions<T> = {}): Promise<T | undefined> {
    const { success, failure, durationMs, refresh = true, onDone, onError, rethrow = false } = options;
    setBusy(true);
    try {
      const result = await work();
      if (success === undefined) {
        if (shown.current !== null) dismiss(shown.current);
      } else {
        const text = typeof success === "function" ? success(result) : success;
        shown.current = toast(
          typeof text === "string"
            ? { message: text, variant: "success", durationMs, source }
            : { durationMs, ...text, source },
        );
      }
      onDone?.(result);
      if (refresh) router.refresh();
      return result;
    } catch (err) {
      if (onError?.(err) !== true && !onFilePicker(err)) {
        const text = typeof failure === "function" ? failure(err, say) : failureToast(failure)(err, say);
        shown.current = toast({ ...text, variant: "error", source });
      }
      if (rethrow) throw err;
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  return { run, busy };
}

/** A file the server refused (too large, of a type it does not take), shown on the picker that holds it. */
function onFilePicker(err: unknown): boolean {
  return err instanceof ApiRequestError && FILE_REFUSAL_STATUSES.includes(err.status) && showFileRefusal(err.message);
}
