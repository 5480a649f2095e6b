"use client";

import { useTranslations } from "next-intl";
import { useApiAction, type ToastText } from "@/components/ui/use-api-action";
import { apiDownload } from "@/lib/client/api-download";
import { failureToast } from "@/lib/client/failure-toast";

/**
 * A TFG mutation outside a form (a confirmed accept, cancel, toggle or delete): `useApiAction` with
 * the module's failure texts (`failureToast`); it throws after the toast so a
 * `ConfirmDialog` stays open. `download(path)` saves a file through the client, so that a failure
 * says 'Ha habido un error al descargar el fichero' instead of leaving the browser on an error page.
 */
export function useTfgAction() {
  const t = useTranslations("tfg");
  const { run, busy } = useApiAction();
  const runTfg = <T>(
    work: () => Promise<T>,
    {
      success,
      error,
      byStatus,
      refresh,
      onDone,
    }: {
      success?: string | ((r: T) => string);
      /** The failure toast's title (`failureToast`), or a function that words the whole toast. */
      error: string | ((err: unknown) => ToastText);
      byStatus?: Record<number, string>;
      refresh?: boolean;
      onDone?: (r: T) => void;
    },
  ) =>
    run(work, {
      success,
      failure: typeof error === "string" ? failureToast(error, { byStatus }) : error,
      refresh,
      onDone,
      rethrow: true,
    }) as Promise<T>;
  return {
    busy,
    run: runTfg,
    download: (path: string) =>
      runTfg(() => apiDownload(path), { error: t("ui.downloadFailed"), refresh: false }).catch(() => undefined),
  };
}
