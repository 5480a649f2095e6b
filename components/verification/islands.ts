"use client";

import { loadLazily } from "@/components/ui/open-lazily";

// The page's client components, each fetched only where it is shown (see `loadLazily`).
export const CheckFileForm = loadLazily(() => import("./check-file-form").then((m) => m.CheckFileForm));
export const VerifyCodeForm = loadLazily(() => import("./verify-code-form").then((m) => m.VerifyCodeForm));
