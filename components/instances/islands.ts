"use client";

import { loadLazily } from "@/components/ui/open-lazily";

// The page's client components, each fetched only where it is shown (see `loadLazily`).
export const AvailableTemplates = loadLazily(() => import("./available-templates").then((m) => m.AvailableTemplates));
export const InstanceDetailButton = loadLazily(() => import("./instance-detail").then((m) => m.InstanceDetailButton));
export const InstanceFilters = loadLazily(() => import("./instance-filters").then((m) => m.InstanceFilters));
export const OnBehalf = loadLazily(() => import("./on-behalf").then((m) => m.OnBehalf));
export const StaffInstanceActions = loadLazily(() =>
  import("./staff-instance-actions").then((m) => m.StaffInstanceActions),
);
export const StudentInstanceActions = loadLazily(() =>
  import("./student-instance-actions").then((m) => m.StudentInstanceActions),
);
export const TemplatesManager = loadLazily(() => import("./templates-manager").then((m) => m.TemplatesManager));
export const TypesManager = loadLazily(() => import("./types-manager").then((m) => m.TypesManager));
