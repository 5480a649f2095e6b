"use client";

import { useApiAction } from "@/components/ui/use-api-action";
import { tfgFailure } from "./tfg-failure";

/**
 * A TFG mutation outside a form (a confirmed accept, cancel, toggle or delete): `useApiAction` with
 * the module's failure texts (`tfgFailure`); it throws after the toast so a `ConfirmDialog` stays open.
 */
export function useTfgAction() {
  const { run, busy } = useApiAction();
  return {
    busy,
    run: <T>(
      work: () => Promise<T>,
      {
        success,
        error,
        byStatus,
        onDone,
      }: { success?: string; error: string; byStatus?: Record<number, string>; onDone?: (r: T) => void },
    ) => run(work, { success, failure: tfgFailure(error, byStatus), onDone, rethrow: true }) as Promise<T>,
  };
}
