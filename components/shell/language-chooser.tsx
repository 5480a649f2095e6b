"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { cn, focusRing } from "@/lib/client/cn";
import type { Locale } from "@/lib/i18n/locales";

type Option = { locale: Locale; label: string };

const TONES = {
  header: "text-white ring-1 ring-white/40 hover:bg-white/10",
  page: "text-blue-800 ring-1 ring-gray-300 hover:bg-blue-50",
};

/**
 * The 'Idioma' disclosure: a button that shows the offered languages, each a button marked with its
 * `lang`; a choice is saved (row and cookie) and the page loads again in that language.
 */
export function LanguageChooser({
  current,
  options,
  tone,
}: {
  current: Locale;
  options: Option[];
  tone: keyof typeof TONES;
}) {
  const t = useTranslations("shell.language");
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<"idle" | "saving" | "failed">("idle");
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const currentLabel = options.find((o) => o.locale === current)?.label ?? current;

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === "Escape" : !root.current?.contains(event.target as Node))
        setOpen(false);
    };
    document.addEventListener("keydown", close);
    document.addEventListener("pointerdown", close);
    return () => {
      document.removeEventListener("keydown", close);
      document.removeEventListener("pointerdown", close);
    };
  }, [open]);

  async function choose(locale: Locale) {
    if (locale === current) return setOpen(false);
    setState("saving");
    try {
      // Loaded on a choice: the API client stays out of the JavaScript every page loads first.
      const { chooseLanguage } = await import("@/lib/client/choose-language");
      await chooseLanguage(locale);
      window.location.reload();
    } catch {
      setState("failed");
    }
  }

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        disabled={state === "saving"}
        onClick={() => setOpen((o) => !o)}
        className={cn("rounded px-3 py-1.5 text-sm font-medium disabled:opacity-60", TONES[tone], focusRing)}
      >
        {t("current", { language: currentLabel })}
      </button>
      {open ? (
        <ul
          id={listId}
          aria-label={t("label")}
          className="absolute right-0 z-40 mt-1 min-w-40 rounded border border-gray-200 bg-white py-1 text-gray-900 shadow-lg"
        >
          {options.map((o) => (
            <li key={o.locale}>
              <button
                type="button"
                lang={o.locale}
                aria-current={o.locale === current ? "true" : undefined}
                onClick={() => void choose(o.locale)}
                className={cn(
                  "block w-full px-3 py-2 text-left text-sm hover:bg-blue-50",
                  o.locale === current && "font-semibold",
                  focusRing,
                )}
              >
                {o.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {state === "failed" ? (
        <p role="alert" className="absolute right-0 z-40 mt-1 w-64 rounded bg-red-50 p-2 text-sm text-red-800">
          {t("failed")}
        </p>
      ) : null}
    </div>
  );
}
