"use client";

import dynamic from "next/dynamic";

// The page's client islands that bring zod and react-hook-form (or belong to one role): each is a chunk
// of its own, fetched only where it is rendered (and preloaded by the server's HTML then), so the
// route's first-load JS stays within the budget of scripts/bundle-budget.mjs.
export const NewRequest = dynamic(() => import("./requests/new-request").then((m) => m.NewRequest));
export const RequestActions = dynamic(() => import("./requests/request-actions").then((m) => m.RequestActions));
export const StateButton = dynamic(() => import("./requests/state-button").then((m) => m.StateButton));
export const RequestFilters = dynamic(() => import("./requests/request-filters").then((m) => m.RequestFilters));
export const CoursesAdmin = dynamic(() => import("./courses/courses-admin").then((m) => m.CoursesAdmin));
export const TermsManager = dynamic(() => import("./terms/terms-manager").then((m) => m.TermsManager));
