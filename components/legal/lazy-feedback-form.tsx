"use client";

import dynamic from "next/dynamic";

/**
 * The feedback form, fetched after the page shows: its form code (react-hook-form, zod) would
 * otherwise put this public page over the first-load budget.
 */
export const LazyFeedbackForm = dynamic(
  () => import("./accessibility-feedback-form").then((m) => m.AccessibilityFeedbackForm),
  { ssr: false, loading: () => <p className="text-sm text-gray-700">Cargando el formulario…</p> },
);
