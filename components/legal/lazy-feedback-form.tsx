"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";

function Loading() {
  const t = useTranslations("legal");
  return <p className="text-sm text-gray-700">{t("feedback.loading")}</p>;
}

/**
 * The feedback form, fetched after the page shows: its form code (react-hook-form, zod) would
 * otherwise put this public page over the first-load budget.
 */
export const LazyFeedbackForm = dynamic(
  () => import("./accessibility-feedback-form").then((m) => m.AccessibilityFeedbackForm),
  { ssr: false, loading: () => <Loading /> },
);
