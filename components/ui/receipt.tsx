"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { formatDateTime } from "@/lib/dates";
import { Button, buttonClasses } from "./button";

export type ReceiptProps = {
  /** What happened, e.g. 'Solicitud registrada'. */
  title: string;
  /** What was submitted, as label and value pairs, in the order the form asked them. */
  items: { label: string; value: ReactNode }[];
  /** The registry code, where the request has one. */
  code?: string | null;
  /** When it was received (the server's time when it says). */
  at: Date | string;
  /** What happens next, in a sentence or two. */
  next: ReactNode;
  /** The request's PDF, where one exists. */
  pdf?: { href: string; label: string };
  /** 'Aceptar' closes the receipt (back to the list, where the new row is). */
  onClose: () => void;
  /** The closing button's text; 'Aceptar' unless named. */
  closeLabel?: string;
};

/**
 * The confirmation panel every submitted request ends on, as a sede electrónica's receipt: what
 * was submitted, its registry code, date and time, what happens next and its PDF. Focus moves to
 * its title so that screen readers announce it, and it can be printed on its own.
 */
export function Receipt({ title, items, code, at, next, pdf, onClose, closeLabel }: ReceiptProps) {
  const t = useTranslations("common");
  const locale = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-md border border-green-300 bg-green-50 p-4"
    >
      <h2 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold text-green-900 outline-none">
        {title}
      </h2>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {code && (
          <>
            <dt className="font-medium">{t("receipt.code")}</dt>
            <dd className="font-mono">{code}</dd>
          </>
        )}
        <dt className="font-medium">{t("receipt.dateTime")}</dt>
        <dd>{formatDateTime(at, locale)}</dd>
        {items.map((item) => (
          <div key={item.label} className="contents">
            <dt className="font-medium">{item.label}</dt>
            <dd className="break-words">{item.value}</dd>
          </div>
        ))}
      </dl>
      <div className="text-sm">
        <p className="font-medium">{t("receipt.next")}</p>
        <p>{next}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        {pdf && (
          <a href={pdf.href} className={buttonClasses("secondary", "sm")}>
            {pdf.label}
          </a>
        )}
        <Button size="sm" onClick={onClose}>
          {closeLabel ?? t("actions.accept")}
        </Button>
      </div>
    </section>
  );
}
