"use client";

import { useEffect, useState } from "react";
import { apiRequest, failureMessage } from "@/lib/ui/api-request";

export type ApiRead<T> = { data: T | null; error: string | null; loading: boolean; reload: () => void };

/**
 * The one read hook of client islands: reads `path` (null: nothing to read yet) with `apiRequest` and
 * keeps the answer, or the server's message as `error`. The last answer stays while a new path or a
 * `reload()` is loading. `notFoundIsEmpty`: a 404 means "nothing yet" (data null, no error).
 */
export function useApiRead<T>(path: string | null, { notFoundIsEmpty = false } = {}): ApiRead<T> {
  const [version, setVersion] = useState(0);
  const key = path === null ? null : `${version} ${path}`;
  const [result, setResult] = useState<{ key: string; data: T | null; error: string | null } | null>(null);
  useEffect(() => {
    if (key === null || path === null) return;
    let live = true;
    apiRequest<T>(path).then(
      (data) => live && setResult({ key, data, error: null }),
      (err) => {
        const error = notFoundIsEmpty && err.status === 404 ? null : failureMessage(err);
        if (live) setResult({ key, data: null, error });
      },
    );
    return () => {
      live = false;
    };
  }, [key, path, notFoundIsEmpty]);
  const reload = () => setVersion((v) => v + 1);
  if (key === null) return { data: null, error: null, loading: false, reload };
  return { data: result?.data ?? null, error: result?.error ?? null, loading: result?.key !== key, reload };
}
