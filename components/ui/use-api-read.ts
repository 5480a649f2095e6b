"use client";

import { useEffect, useState } from "react";
import { apiRequest, failureMessage } from "@/lib/client/api-request";
import { useSay } from "./use-say";

export type ApiRead<T> = {
  data: T | null;
  /** The failure to show where the data would be: the module's text, or 'Ocurrió un error: {detail}'. */
  error: string | null;
  loading: boolean;
  reload: () => void;
};

export type ApiReadOptions = {
  /** A 404 means "nothing yet" (data null, no error). */
  notFoundIsEmpty?: boolean;
  /** The specification's text for this read's failure (e.g. 'Error retrieving user data'), instead of the generic one. */
  failure?: string;
};

/**
 * The one read hook of client islands: reads `path` (null: nothing to read yet) with `apiRequest` and
 * keeps the answer, or the server's message as `error`. The last answer stays while a new path or a
 * `reload()` is loading. A failure is never an empty answer: `data` is null and `error` says so.
 */
export function useApiRead<T>(
  path: string | null,
  { notFoundIsEmpty = false, failure }: ApiReadOptions = {},
): ApiRead<T> {
  const say = useSay();
  const [version, setVersion] = useState(0);
  const key = path === null ? null : `${version} ${path}`;
  const [result, setResult] = useState<{ key: string; data: T | null; error: string | null } | null>(null);
  useEffect(() => {
    if (key === null || path === null) return;
    let live = true;
    apiRequest<T>(path).then(
      (data) => live && setResult({ key, data, error: null }),
      (err) => {
        const error = notFoundIsEmpty && err.status === 404 ? null : (failure ?? failureMessage(err, say));
        if (live) setResult({ key, data: null, error });
      },
    );
    return () => {
      live = false;
    };
  }, [key, path, notFoundIsEmpty, failure, say]);
  const reload = () => setVersion((v) => v + 1);
  if (key === null) return { data: null, error: null, loading: false, reload };
  return { data: result?.data ?? null, error: result?.error ?? null, loading: result?.key !== key, reload };
}
