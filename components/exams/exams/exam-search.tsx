"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { Input } from "@/components/ui/field";
import { EXAM_SEARCH_DEBOUNCE_MS } from "@/lib/exams/constants";
import { useSearchParamsUpdate } from "@/lib/client/use-search-params-update";

/** The exam table's search box: the URL's `search` follows the text 700 ms after the last keystroke. */
export function ExamSearch({ initial }: { initial: string }) {
  const t = useTranslations("exams");
  const { update } = useSearchParamsUpdate();
  const [text, setText] = useState(initial);
  const id = useId();
  useEffect(() => {
    if (text === initial) return;
    const timer = setTimeout(() => update({ search: text.trim(), page: null }), EXAM_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, initial, update]);
  return (
    <div className="flex max-w-md flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {t("table.search")}
      </label>
      <Input
        id={id}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t("table.searchPlaceholder")}
      />
    </div>
  );
}
