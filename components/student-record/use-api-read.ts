"use client";

import { useEffect, useState } from "react";
import { apiRequest, failureMessage } from "@/lib/ui/api-request";

export type ApiRead<T> = { data: T | null; error: string | null; loading: boolean; reload: () => void };

/** Reads `path` (null: nothing yet) and keeps the answer; a failure is shown as it is. */
export function useApiRead<T>(path: string | null, { notFoundIsEmpty = false } = {}): ApiRead<T> {
  const [state, setState] = useState<{ data: T | null; error: string | null; loading: boolean }>({ data: null, error: null, loading: false });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!path) return setState({ data: null, error: null, loading: false });
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    apiRequest<T>(path).then(
      (data) => live && setState({ data, error: null, loading: false }),
      (err) => live && setState({ data: null, error: notFoundIsEmpty && err.status === 404 ? null : failureMessage(err), loading: false }),
    );
    return () => {
      live = false;
    };
  }, [path, version, notFoundIsEmpty]);
  return { ...state, reload: () => setVersion((v) => v + 1) };
}
