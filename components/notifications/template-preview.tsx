"use client";

import { useTranslations } from "next-intl";
import { SAMPLE_VALUES } from "@/lib/notifications/schemas";
import { fillHtml } from "@/lib/notifications/variables";

// The frame may show styles and https images and nothing else; with sandbox="" no script, form or
// navigation can run in it either, whatever the HTML says.
const HEAD = `<!doctype html><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src https:; style-src 'unsafe-inline'"><style>body{font-family:system-ui,sans-serif;font-size:14px;margin:12px}</style>`;

/** A template rendered with sample values, inert: a sandboxed frame without scripts. */
export function TemplatePreview({ html, title }: { html: string; title?: string }) {
  const t = useTranslations("notifications.preview");
  return (
    <iframe
      title={title ?? t("title")}
      sandbox=""
      referrerPolicy="no-referrer"
      srcDoc={HEAD + fillHtml(html, SAMPLE_VALUES)}
      className="h-64 w-full rounded-md border border-gray-300 bg-white"
    />
  );
}
