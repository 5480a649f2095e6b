"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useToast } from "@/components/ui/toast";
import { ApiRequestError } from "@/lib/ui/api-request";

/**
 * TFG mutations toast the specification's own texts: `success`, or on failure `error` (the server's
 * reason appended, e.g. why a director has no room) or, for a given status, an exact text.
 */
export function useTfgAction() {
  const router = useRouter();
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);

  async function run<T>(
    work: () => Promise<T>,
    {
      success,
      error,
      byStatus = {},
      onDone,
    }: { success?: string; error: string; byStatus?: Record<number, string>; onDone?: (r: T) => void },
  ): Promise<T> {
    setBusy(true);
    try {
      const result = await work();
      if (success) toast({ message: success, variant: "success" });
      onDone?.(result);
      router.refresh();
      return result;
    } catch (err) {
      const status = err instanceof ApiRequestError ? err.status : 0;
      const detail = err instanceof ApiRequestError && status >= 400 && status < 500 ? `: ${err.message}` : "";
      toast({ message: byStatus[status] ?? `${error}${detail}`, variant: "error" });
      throw err;
    } finally {
      setBusy(false);
    }
  }

  return { run, busy };
}
