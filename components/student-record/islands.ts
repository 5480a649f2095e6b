"use client";

import dynamic from "next/dynamic";

// The page's client islands that bring zod and react-hook-form (or belong to one role): each is a chunk
// of its own, fetched only where it is rendered (and preloaded by the server's HTML then), so the
// route's first-load JS stays within the budget of scripts/bundle-budget.mjs.
export const ProceedingsTab = dynamic(() => import("./proceedings-tab").then((m) => m.ProceedingsTab));
export const SmsForm = dynamic(() => import("./sms-form").then((m) => m.SmsForm));
export const StudentInteractions = dynamic(() => import("./student-interactions").then((m) => m.StudentInteractions));
export const StudentSearchForm = dynamic(() => import("./student-search-form").then((m) => m.StudentSearchForm));
export const CoursesTab = dynamic(() => import("./courses-tab").then((m) => m.CoursesTab));
export const GradesTab = dynamic(() => import("./grades-tab").then((m) => m.GradesTab));
