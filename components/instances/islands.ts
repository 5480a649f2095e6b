"use client";

import dynamic from "next/dynamic";

// The page's client islands that bring zod and react-hook-form (or belong to one role): each is a chunk
// of its own, fetched only where it is rendered (and preloaded by the server's HTML then), so the
// route's first-load JS stays within the budget of scripts/bundle-budget.mjs.
export const AvailableTemplates = dynamic(() =>
  import("./requests/available-templates").then((m) => m.AvailableTemplates),
);
export const InstanceFilters = dynamic(() => import("./requests/instance-filters").then((m) => m.InstanceFilters));
export const OnBehalf = dynamic(() => import("./requests/on-behalf").then((m) => m.OnBehalf));
export const StaffInstanceActions = dynamic(() =>
  import("./requests/staff-instance-actions").then((m) => m.StaffInstanceActions),
);
export const StudentInstanceActions = dynamic(() =>
  import("./requests/student-instance-actions").then((m) => m.StudentInstanceActions),
);
export const TemplatesManager = dynamic(() => import("./templates/templates-manager").then((m) => m.TemplatesManager));
export const TypesManager = dynamic(() => import("./types/types-manager").then((m) => m.TypesManager));
