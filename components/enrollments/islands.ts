"use client";

import { loadLazily } from "@/components/ui/open-lazily";

// The page's client components, each fetched only where it is shown (see `loadLazily`).
export const CoursesAdmin = loadLazily(() => import("./courses-admin").then((m) => m.CoursesAdmin));
export const NewRequest = loadLazily(() => import("./new-request").then((m) => m.NewRequest));
export const ProcessButton = loadLazily(() => import("./process-button").then((m) => m.ProcessButton));
export const RequestActions = loadLazily(() => import("./request-actions").then((m) => m.RequestActions));
export const RequestFilters = loadLazily(() => import("./request-filters").then((m) => m.RequestFilters));
export const TermsManager = loadLazily(() => import("./terms-manager").then((m) => m.TermsManager));
