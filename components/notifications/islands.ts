"use client";

import { loadLazily } from "@/components/ui/open-lazily";

// The page's client components, each fetched only where it is shown (see `loadLazily`).
export const NotificationsAdmin = loadLazily(() => import("./notifications-admin").then((m) => m.NotificationsAdmin));
export const TemplatesTab = loadLazily(() => import("./templates-tab").then((m) => m.TemplatesTab));
