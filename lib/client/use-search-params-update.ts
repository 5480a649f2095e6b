import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useTransition } from "react";

export type SearchParamChanges = Record<string, string | number | null | undefined>;

/**
 * For client components that keep state in the URL (tables, filter panels). `update(changes)`
 * sets each key (or deletes it for `null`, `undefined` or `""`), keeps every other param and
 * calls `router.replace` without scrolling; `pending` is true until the new page has rendered.
 * Deleting `page` is how a filter, size or sort change goes back to the first page.
 */
export function useSearchParamsUpdate(): { update: (changes: SearchParamChanges) => void; pending: boolean } {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [pending, startTransition] = useTransition();

  const update = useCallback(
    (changes: SearchParamChanges) => {
      const params = new URLSearchParams(searchParams.toString());
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === undefined || value === "") params.delete(key);
        else params.set(key, String(value));
      }
      const query = params.toString();
      startTransition(() => router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false }));
    },
    [router, pathname, searchParams],
  );

  return { update, pending };
}
