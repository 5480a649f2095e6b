"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { sayer, type RootTranslator, type Say } from "@/lib/client/say";

/**
 * The kit's `Say` in the page's language: a catalogue key (a schema's message, the kit's own error
 * texts) translated, any other text (a server's answer, zod's own message) as it is.
 */
export function useSay(): Say {
  const t = useTranslations();
  return useMemo(() => sayer(t as unknown as RootTranslator), [t]);
}
