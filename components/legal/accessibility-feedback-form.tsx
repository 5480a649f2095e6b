"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input, Textarea } from "@/components/ui/field";
import { useApiForm } from "@/components/ui/use-api-form";
import { privacyApi } from "@/lib/privacy/client";
import { accessibilityFeedbackBody, type FeedbackReceipt } from "@/lib/privacy/feedback/schemas";

/**
 * 'Comunicar un problema de accesibilidad': the message enters the registry book and the answer shows
 * its code, or it is kept for review (the day's entries are spent) and the answer says so.
 */
export function AccessibilityFeedbackForm() {
  const t = useTranslations("legal");
  const [receipt, setReceipt] = useState<FeedbackReceipt | null>(null);
  const { form, onSubmit, busy, errorOf } = useApiForm(accessibilityFeedbackBody, {
    defaultValues: { message: "", page: "", name: "", email: "", website: "" },
    submit: async (body) => {
      const receipt = await privacyApi.accessibilityFeedback(body);
      setReceipt(receipt);
      form.reset();
      return receipt;
    },
    failure: t("feedback.failure"),
    refresh: false,
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <Field label={t("feedback.message")} required error={errorOf("message")} hint={t("feedback.messageHint")}>
        <Textarea {...form.register("message")} rows={5} />
      </Field>
      <Field label={t("feedback.page")} error={errorOf("page")}>
        <Input {...form.register("page")} />
      </Field>
      <Field label={t("feedback.name")} error={errorOf("name")}>
        <Input {...form.register("name")} autoComplete="name" />
      </Field>
      <Field label={t("feedback.email")} error={errorOf("email")} hint={t("feedback.emailHint")}>
        <Input {...form.register("email")} type="email" autoComplete="email" />
      </Field>
      {/* The honeypot: off screen, out of the tab order and hidden from assistive technology; only a robot fills it. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="feedback-website">{t("feedback.website")}</label>
        <input id="feedback-website" tabIndex={-1} autoComplete="off" {...form.register("website")} />
      </div>
      <div>
        <Button type="submit" busy={busy}>
          {t("feedback.submit")}
        </Button>
      </div>
      <div aria-live="polite">
        {receipt && (
          <p className="rounded-md border border-green-300 bg-green-50 px-4 py-3 text-green-900">
            {receipt.code ? t("feedback.received", { code: receipt.code }) : t("feedback.held")}
          </p>
        )}
      </div>
    </form>
  );
}
