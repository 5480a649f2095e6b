"use client";

import { loadLazily } from "@/components/ui/open-lazily";

// The page's client components, each fetched only where it is shown (see `loadLazily`).
export const CoursesTab = loadLazily(() => import("./courses-tab").then((m) => m.CoursesTab));
export const GradesTab = loadLazily(() => import("./grades-tab").then((m) => m.GradesTab));
export const ProceedingsTab = loadLazily(() => import("./proceedings-tab").then((m) => m.ProceedingsTab));
export const SmsForm = loadLazily(() => import("./sms-form").then((m) => m.SmsForm));
export const StudentInteractions = loadLazily(() =>
  import("./student-interactions").then((m) => m.StudentInteractions),
);
export const StudentSearchForm = loadLazily(() => import("./student-search-form").then((m) => m.StudentSearchForm));
